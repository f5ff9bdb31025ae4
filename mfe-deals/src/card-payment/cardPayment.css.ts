import { style } from '@vanilla-extract/css';
import { panel } from '@lender/shared/theme';
import { theme } from '../theme';

export const tab = style([panel, { minWidth: 0, maxWidth: '48rem' }]);

export const heading = style({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSize.lg });

export const amount = style({ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSize.md });

export const amountValue = style({ fontWeight: theme.fontWeight.bold });

export const fieldset = style({ minWidth: 0, margin: 0, padding: 0, border: 0 });

export const group = style({
  minWidth: 0,
  margin: `0 0 ${theme.space.lg}`,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: theme.space.md,
  fontSize: theme.fontSize.md,
  fontWeight: theme.fontWeight.bold,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  columnGap: theme.space.md,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style({ display: 'grid', gap: theme.space.md, justifyItems: 'start' });

export const note = style({ margin: `0 0 ${theme.space.md}` });
