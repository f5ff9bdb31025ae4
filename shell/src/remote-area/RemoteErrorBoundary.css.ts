import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

export const fallback = style({
  margin: '2rem auto',
  maxWidth: '36rem',
  padding: '1.5rem',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: '8px',
  background: vars.color.background,
  textAlign: 'center',
});

export const title = style({ fontSize: '1.25rem', margin: '0 0 0.5rem' });

export const details = style({
  fontSize: '0.875rem',
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
