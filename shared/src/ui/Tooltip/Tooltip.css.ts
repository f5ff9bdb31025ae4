import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const content = style(
  {
    maxWidth: '18rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.tooltip,
    color: vars.color.onTooltip,
    fontSize: vars.fontSize.sm,
    lineHeight: 1.4,
    boxShadow: vars.shadow.sm,
    zIndex: 1100,
  },
  'lp-tooltip',
);

export const arrow = style({ fill: vars.color.tooltip }, 'lp-tooltip-arrow');
