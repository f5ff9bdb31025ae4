import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const base = style(
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderLeft: '4px solid',
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    margin: `${vars.space.sm} 0`,
  },
  'lp-alert',
);

export const alert = styleVariants(
  {
    error: {
      color: vars.color.danger,
      backgroundColor: vars.color.dangerSurface,
      borderColor: vars.color.danger,
    },
    success: {
      color: vars.color.success,
      backgroundColor: vars.color.successSurface,
      borderColor: vars.color.success,
    },
    warning: {
      color: vars.color.warning,
      backgroundColor: vars.color.warningSurface,
      borderColor: vars.color.warning,
    },
    info: {
      color: vars.color.text,
      backgroundColor: vars.color.infoSurface,
      borderColor: vars.color.info,
    },
  },
  (variant) => [base, variant],
  'lp-alert',
);

export const title = style(
  { display: 'block', fontWeight: vars.fontWeight.bold },
  'lp-alert-title',
);
