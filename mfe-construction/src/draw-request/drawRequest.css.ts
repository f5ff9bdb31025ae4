import { style, styleVariants } from '@vanilla-extract/css';
import { panel, sectionTitle, mutedText } from '@lender/shared/theme';
import { theme } from '../theme';

export const section = style([panel, { display: 'grid', gap: theme.space.md, minWidth: 0 }]);

export const heading = style([sectionTitle, { margin: 0 }]);

export const form = style({ display: 'grid', gap: theme.space.lg, minWidth: 0 });

export const sublot = style({
  display: 'grid',
  gap: theme.space.sm,
  minWidth: 0,
  paddingBottom: theme.space.md,
  borderBottom: `1px solid ${theme.color.divider}`,
});

export const sublotHeading = style({ margin: 0, fontSize: theme.fontSize.md });

/** A budget line's code, under its name in the row header. */
export const itemCode = style([
  mutedText,
  { display: 'block', fontWeight: theme.fontWeight.normal },
]);

/** A line's amount field: as narrow as an amount, and no field spacing inside a table cell. */
export const amountField = style({
  maxWidth: '10rem',
  selectors: { '&&': { marginBottom: 0 } },
});

export const negative = style({ color: theme.color.danger, fontWeight: theme.fontWeight.bold });

export const fieldError = style({ fontSize: theme.fontSize.sm, color: theme.color.danger });

/**
 * The Draw Request Total and Request Draw: kept in view at the bottom of the screen while the
 * borrower scrolls long budget tables (sticky inside the form).
 */
export const footer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: `${theme.space.sm} 0`,
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.divider}`,
  boxShadow: '0 -4px 8px -4px rgb(0 0 0 / 0.15)',
});

export const total = style({ margin: 0, fontSize: theme.fontSize.lg });

export const totalValue = style({ fontWeight: theme.fontWeight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: '30rem',
  height: 'auto',
});

export const pictureLabel = style({ fontSize: '11px', fill: theme.color.text });

export const pictureTrack = style({ fill: theme.color.background });

export const pictureBar = styleVariants({
  budget: { fill: theme.color.textMuted },
  invoiced: { fill: theme.color.success },
  request: { fill: theme.color.primary },
});

export const modalForm = style({ display: 'grid', gap: theme.space.xs, minWidth: 0 });

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  columnGap: theme.space.md,
});

export const agreement = style({
  display: 'grid',
  gap: theme.space.xs,
  marginBottom: theme.space.md,
});

export const agreementText = style([mutedText, { margin: 0 }]);

export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: '2.75rem',
  fontWeight: theme.fontWeight.bold,
  cursor: 'pointer',
});

export const checkbox = style({ width: '1.5rem', height: '1.5rem', margin: 0 });

export const requiredMark = style({ color: theme.color.danger });

/** A term and its info tip, above the fields it explains. */
export const tipRow = style([
  mutedText,
  { display: 'flex', alignItems: 'center', gap: theme.space.xs },
]);
