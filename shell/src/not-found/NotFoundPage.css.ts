import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

export const panel = style({
  maxWidth: '36rem',
  margin: '3rem auto',
  padding: '2rem',
  background: vars.color.surface,
  borderRadius: '8px',
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
});
