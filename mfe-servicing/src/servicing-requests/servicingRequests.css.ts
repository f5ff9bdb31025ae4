import { style } from '@vanilla-extract/css';
import { panel, pageTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ display: 'grid', gap: theme.space.lg, maxWidth: '64rem', minWidth: 0 });

export const header = style({ display: 'grid', gap: theme.space.sm });

export const title = style([pageTitle, { margin: 0 }]);

export const intro = style({ margin: 0, color: theme.color.textMuted });

export const menu = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const menuItem = style([
  panel,
  { display: 'grid', gap: theme.space.sm, alignContent: 'start' },
]);

export const menuLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.color.link,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
});

export const menuText = style({ margin: 0, color: theme.color.textMuted });

export const section = style([panel, { minWidth: 0, margin: 0 }]);

export const text = style({ margin: `0 0 ${theme.space.md}` });

export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.color.link,
  overflowWrap: 'anywhere',
});
