import { style } from '@vanilla-extract/css';
import { panel, pageTitle, vars as theme } from '@lender/shared/theme';

/** A phone: the header is compact and the tabs one row that scrolls sideways. */
const PHONE_MEDIA = '(max-width: 40rem)';

export const page = style({ maxWidth: '72rem', minWidth: 0 });

export const header = style([
  panel,
  {
    display: 'grid',
    // Picture, name, rep; each column wraps under the previous when the page is narrow.
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 15rem), 1fr))',
    gap: theme.space.lg,
    alignItems: 'start',
    '@media': {
      [PHONE_MEDIA]: {
        gridTemplateColumns: '4rem minmax(0, 1fr)',
        gap: theme.space.sm,
        alignItems: 'center',
        padding: theme.space.sm,
      },
    },
  },
]);

export const identity = style({ minWidth: 0 });

/** The rep card: in the header, except on a phone, where it follows the tab's content. */
export const rep = style({ minWidth: 0, '@media': { [PHONE_MEDIA]: { display: 'none' } } });

export const repAfter = style([
  panel,
  { display: 'none', marginTop: theme.space.lg, '@media': { [PHONE_MEDIA]: { display: 'block' } } },
]);

export const picture = style({
  width: '100%',
  // A fixed box: the picture arriving (or the sample replacing it) moves nothing.
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  borderRadius: theme.radius.md,
  background: theme.color.background,
  '@media': { [PHONE_MEDIA]: { aspectRatio: '1 / 1' } },
});

export const pictureImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const title = style([
  pageTitle,
  {
    margin: 0,
    overflowWrap: 'anywhere',
    '@media': { [PHONE_MEDIA]: { fontSize: theme.fontSize.lg } },
  },
]);

export const facts = style({
  margin: `${theme.space.sm} 0 0`,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
  '@media': {
    [PHONE_MEDIA]: { margin: `${theme.space.xs} 0 0`, fontSize: theme.fontSize.sm },
  },
});

export const tabBar = style({
  margin: `${theme.space.lg} 0`,
  minWidth: 0,
  '@media': { [PHONE_MEDIA]: { margin: `${theme.space.sm} 0` } },
});

/** One row of tabs; on a narrow screen it scrolls sideways instead of wrapping. */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `2px solid ${theme.color.divider}`,
  '@media': {
    [PHONE_MEDIA]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      // A box that scrolls one way clips the other: only sideways, never a vertical scrollbar.
      overflowY: 'hidden',
      overscrollBehaviorX: 'contain',
      scrollbarWidth: 'thin',
      whiteSpace: 'nowrap',
    },
  },
});

export const tabItem = style({ flex: '0 0 auto' });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `${theme.space.sm} ${theme.space.md}`,
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  // The current tab's line covers the row's divider; in the phone's scrolling row (which clips
  // what hangs below it) it sits just above it.
  marginBottom: '-2px',
  '@media': {
    [PHONE_MEDIA]: { padding: `${theme.space.xs} ${theme.space.sm}`, marginBottom: 0 },
  },
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { color: theme.color.text, borderBottomColor: theme.color.primary },
  },
});

// On a phone the rep card follows the content: the content keeps a screen's height, so the card
// starts below the first screen and does not jump down when the tab's content arrives (CLS).
export const content = style({
  display: 'grid',
  alignContent: 'start',
  gap: theme.space.lg,
  minWidth: 0,
  '@media': { [PHONE_MEDIA]: { minHeight: '100svh' } },
});
