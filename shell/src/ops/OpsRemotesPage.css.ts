import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: '1rem', overflowWrap: 'anywhere' });

export const history = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: '0.25rem',
});
