import { style } from '@vanilla-extract/css';
import { controlBox, mutedText } from '@lender/shared/theme';
import { theme } from '../theme';

export const message = style({ margin: 0, color: theme.color.textMuted });

export const years = style({ display: 'grid', gap: theme.space.sm });

export const yearHeading = style({ margin: 0, fontSize: theme.fontSize.md });

/** A row that opens what it names: as wide as the list, a target taller than 24 px. */
const disclosure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${theme.space.xs} ${theme.space.md}`,
  width: '100%',
  minHeight: '2.75rem',
  padding: `${theme.space.sm} ${theme.space.md}`,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
});

/** A year: a band in the primary colour, larger type — never mistaken for one of its entries. */
export const yearButton = style([
  disclosure,
  {
    border: `1px solid ${theme.color.primary}`,
    borderRadius: theme.radius.md,
    fontWeight: theme.fontWeight.bold,
    fontSize: theme.fontSize.lg,
    background: theme.color.primary,
    color: theme.color.onPrimary,
    selectors: { '&:hover': { background: theme.color.primaryHover } },
  },
]);

export const chevron = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  verticalAlign: '-0.125em',
  transformOrigin: 'center',
  transition: 'transform 0.15s',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const count = style({
  fontWeight: theme.fontWeight.normal,
  fontSize: theme.fontSize.md,
  color: 'inherit',
});

/** A year's entries, indented under their year. */
export const entries = style({
  display: 'grid',
  gap: theme.space.xs,
  margin: `${theme.space.sm} 0 0`,
  padding: `0 0 0 ${theme.space.md}`,
  listStyle: 'none',
});

/** An entry: framed like a control, its type, date and amount in columns. */
export const entryButton = style([
  disclosure,
  controlBox,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 2fr) minmax(0, 1.5fr) minmax(0, 1fr)',
    '@media': {
      '(max-width: 640px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto' },
    },
    selectors: { '&:hover': { background: theme.color.background } },
  },
]);

export const entryType = style({ fontWeight: theme.fontWeight.bold, overflowWrap: 'anywhere' });

export const entryDate = style({
  color: theme.color.textMuted,
  '@media': { '(max-width: 640px)': { gridColumn: '2', gridRow: '2' } },
});

export const entryAmount = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
  gap: theme.space.sm,
  margin: `${theme.space.xs} 0 ${theme.space.sm}`,
  padding: theme.space.md,
  borderLeft: `3px solid ${theme.color.primary}`,
  background: theme.color.background,
});

export const term = mutedText;

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });
