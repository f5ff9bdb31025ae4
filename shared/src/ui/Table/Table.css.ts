import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const wrapper = style({ width: '100%', overflowX: 'auto' }, 'lp-table-wrapper');

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

export const empty = style(
  { padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted },
  'lp-table-empty',
);
