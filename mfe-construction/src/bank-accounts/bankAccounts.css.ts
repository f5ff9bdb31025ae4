import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const form = style({ display: 'grid', gap: theme.space.xs, minWidth: 0 });

/** Two columns where there is room, one on phones. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  columnGap: theme.space.md,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  marginTop: theme.space.sm,
});
