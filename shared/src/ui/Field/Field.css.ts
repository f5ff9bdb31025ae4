// Styles shared by the form fields (TextField, SelectField).
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

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
  {
    width: '100%',
    minHeight: '2.5rem',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled, &[readonly]': { backgroundColor: vars.color.background },
    },
  },
  'lp-field-control',
);

export const hint = style(
  { fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  'lp-field-hint',
);

export const error = style(
  { fontSize: vars.fontSize.sm, color: vars.color.danger },
  'lp-field-error',
);
