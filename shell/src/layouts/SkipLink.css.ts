import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 100,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.link,
  borderRadius: vars.radius.md,
  // Out of sight (shadow included) until focused.
  selectors: { '&:focus': { top: vars.space.sm, boxShadow: vars.shadow.lg } },
});
