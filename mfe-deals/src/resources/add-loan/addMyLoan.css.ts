import { style } from '@vanilla-extract/css';
import { theme } from '../../theme';

export const form = style({ display: 'grid', gap: theme.space.md, marginTop: theme.space.md });

export const choices = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
});

export const choice = style({ display: 'flex', alignItems: 'center', gap: theme.space.sm });
