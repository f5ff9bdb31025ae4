// Styles shared by the form fields (TextField, SelectField).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { controlBox, mutedText } from '../theme/surfaces.css';

export const field = style(
  { display: 'flex', flexDirection: 'column', gap: vars.space.xs, marginBottom: vars.space.md },
  'lp-field',
);

export const label = style(
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.text },
  'lp-field-label',
);

export const required = style(
  { color: vars.color.danger, marginLeft: vars.space.xs },
  'lp-field-required',
);

export const control = style(
  [
    controlBox,
    {
      width: '100%',
      minHeight: '2.5rem',
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: 1.5,
      boxSizing: 'border-box',
      selectors: {
        // A select is padded like a text input: its own arrow, the same padding and height.
        '&:is(select)': {
          appearance: 'none',
          paddingRight: '2.5rem',
          backgroundImage:
            "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23555' stroke-width='2'/%3E%3C/svg%3E\")",
          backgroundRepeat: 'no-repeat',
          backgroundPosition: `right ${vars.space.md} center`,
        },
        '&[aria-invalid="true"]': { borderColor: vars.color.danger },
        '&:disabled, &[readonly]': { backgroundColor: vars.color.background },
      },
    },
  ],
  'lp-field-control',
);

export const hint = style([mutedText], 'lp-field-hint');

export const error = style(
  { fontSize: vars.fontSize.sm, color: vars.color.danger },
  'lp-field-error',
);
