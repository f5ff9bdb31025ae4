import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style(
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.sm },
  'lp-copy',
);

export const status = styleVariants(
  {
    copied: {
      color: vars.color.success,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
    },
    failed: { color: vars.color.danger, fontSize: vars.fontSize.sm },
    idle: {},
  },
  'lp-copy-status',
);
