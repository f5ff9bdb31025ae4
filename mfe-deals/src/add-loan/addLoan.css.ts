import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const form = style({ display: 'grid', gap: theme.space.sm, minWidth: 0 });

export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: theme.space.sm,
  fontWeight: theme.fontWeight.bold,
});

export const choices = style({ listStyle: 'none', margin: 0, padding: 0 });

export const choice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.space.sm,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const checkbox = style({ width: '1.5rem', height: '1.5rem', margin: 0, flexShrink: 0 });

export const choiceText = style({ display: 'grid', minWidth: 0, overflowWrap: 'anywhere' });

export const choiceDetail = style({ fontSize: theme.fontSize.sm, color: theme.color.textMuted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  marginTop: theme.space.sm,
});
