import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    minHeight: '2.5rem',
    padding: `${vars.space.sm} ${vars.space.lg}`,
    border: '2px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  'lp-button',
);

export const button = styleVariants(
  {
    primary: {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
    },
    secondary: {
      backgroundColor: vars.color.surface,
      color: vars.color.primary,
      borderColor: vars.color.primary,
      selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.background } },
    },
    link: {
      backgroundColor: 'transparent',
      color: vars.color.link,
      padding: 0,
      minHeight: 'auto',
      fontWeight: vars.fontWeight.normal,
      textDecoration: 'underline',
    },
  },
  (variant) => [base, variant],
  'lp-button',
);

export const fullWidth = style({ width: '100%' }, 'lp-button-full');
