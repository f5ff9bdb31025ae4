import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** At this width and below, each row becomes a card of label: value lines (no sideways scroll). */
const narrow = '(max-width: 640px)';

export const wrapper = style({ width: '100%' }, 'lp-table-wrapper');

export const table = style(
  {
    width: '100%',
    borderCollapse: 'collapse',
    backgroundColor: vars.color.surface,
    fontSize: vars.fontSize.sm,
  },
  'lp-table',
);

export const caption = style(
  {
    textAlign: 'left',
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    padding: `${vars.space.sm} 0`,
  },
  'lp-table-caption',
);

const cell = style(
  { padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `1px solid ${vars.color.border}` },
  'lp-table-cell',
);

export const align = styleVariants(
  {
    left: { textAlign: 'left' as const },
    right: { textAlign: 'right' as const },
    center: { textAlign: 'center' as const },
  },
  (alignment) => [cell, alignment],
  'lp-table-cell',
);

export const header = style(
  { fontWeight: vars.fontWeight.bold, color: vars.color.textMuted, whiteSpace: 'nowrap' },
  'lp-table-header',
);

/** The header row: read by screen readers, hidden on narrow screens (each cell has its label). */
export const headRow = style(
  {
    '@media': {
      [narrow]: {
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
    },
  },
  'lp-table-head-row',
);

export const bodyRow = style(
  {
    '@media': {
      [narrow]: {
        display: 'block',
        padding: `${vars.space.sm} 0`,
        borderBottom: `1px solid ${vars.color.border}`,
      },
    },
  },
  'lp-table-row',
);

globalStyle(`${bodyRow} > *`, {
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(7rem, 40%) 1fr',
      gap: vars.space.sm,
      padding: `${vars.space.xs} ${vars.space.md}`,
      border: 'none',
      textAlign: 'left',
    },
  },
});

globalStyle(`${bodyRow} > [data-label]::before`, {
  '@media': {
    [narrow]: {
      content: 'attr(data-label)',
      fontWeight: vars.fontWeight.bold,
      color: vars.color.textMuted,
    },
  },
});

export const empty = style(
  { padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted },
  'lp-table-empty',
);
