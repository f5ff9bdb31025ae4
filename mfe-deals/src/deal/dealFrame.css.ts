import { style } from '@vanilla-extract/css';
import { panel, pageTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '72rem', minWidth: 0 });

export const header = style([
  panel,
  {
    display: 'grid',
    // Picture, name, rep; each column wraps under the previous when the page is narrow.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
    gap: theme.space.lg,
    alignItems: 'start',
  },
]);

export const picture = style({
  width: '100%',
  // A fixed box: the picture arriving (or the sample replacing it) moves nothing.
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.radius.md,
  background: theme.color.background,
});

export const pictureImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const title = style([pageTitle, { margin: 0, overflowWrap: 'anywhere' }]);

export const facts = style({
  margin: `${theme.space.sm} 0 0`,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const tabBar = style({ margin: `${theme.space.lg} 0` });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `2px solid ${theme.color.divider}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${theme.space.sm} ${theme.space.md}`,
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { color: theme.color.text, borderBottomColor: theme.color.primary },
  },
});

export const content = style({ display: 'grid', gap: theme.space.lg, minWidth: 0 });
