import { style } from '@vanilla-extract/css';
import { mutedText } from '@lender/shared/theme';
import { theme } from '../theme';

export const tab = style({ display: 'grid', gap: theme.space.lg, minWidth: 0 });

export const refused = style({ margin: 0, paddingLeft: theme.space.lg });

export const refusedName = style({ fontWeight: theme.fontWeight.bold, overflowWrap: 'anywhere' });

export const chosenList = style({ listStyle: 'none', margin: `${theme.space.md} 0`, padding: 0 });

export const chosenItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const removeButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '2.75rem',
  minWidth: 0,
  padding: `0 ${theme.space.sm}`,
  border: '1px solid transparent',
  borderRadius: theme.radius.sm,
  background: 'transparent',
  color: theme.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: theme.color.border },
    '&:disabled': { cursor: 'default' },
  },
});

export const removeMark = style({ color: theme.color.danger, fontWeight: theme.fontWeight.bold });

export const size = mutedText;

export const progressRow = style({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
});

export const progress = style({ flex: 1, minWidth: 0, height: '0.75rem' });

export const fileError = style({
  gridColumn: '1 / -1',
  fontSize: theme.fontSize.sm,
  color: theme.color.danger,
});

// Apart from the drop zone above it, with or without a list of chosen files between them.
export const actions = style({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'start',
  marginTop: theme.space.md,
});

/** A document's download link: at least 24 px high (the target minimum). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  color: theme.color.link,
  overflowWrap: 'anywhere',
});
