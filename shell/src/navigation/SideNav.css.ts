import { style } from '@vanilla-extract/css';
import { mobileMedia, vars } from '@lender/shared/theme';

const mobile = mobileMedia;

export const nav = style({
  width: '16rem',
  flexShrink: 0,
  background: vars.color.nav,
  color: vars.color.onNav,
  padding: '1rem 0',
  overflowY: 'auto',
  '@media': { [mobile]: { display: 'none' } },
});

export const navOpen = style([
  nav,
  {
    '@media': {
      [mobile]: {
        display: 'block',
        position: 'fixed',
        top: '3.5rem',
        bottom: 0,
        left: 0,
        zIndex: 20,
        boxShadow: '0 0 0 100vmax rgba(0, 0, 0, 0.35)',
      },
    },
  },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

const item = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  width: '100%',
  padding: '0.6rem 1.25rem',
  color: vars.color.onNav,
  textDecoration: 'none',
  font: 'inherit',
  textAlign: 'left',
  background: 'none',
  border: 0,
  cursor: 'pointer',
} as const;

export const link = style({
  ...item,
  selectors: {
    '&:hover': { background: vars.color.navActive },
    '&[aria-current="page"]': { background: vars.color.navActive, fontWeight: 700 },
  },
});

export const linkButton = style([link]);
export const groupButton = style([link]);

export const subList = style({ listStyle: 'none', margin: 0, padding: '0 0 0.5rem 0' });

export const subLink = style([
  link,
  { padding: '0.4rem 1.25rem 0.4rem 2.25rem', fontSize: '0.9rem', color: vars.color.onNavMuted },
]);

/** A list entry that is text, not a link (the empty-list message, a loan whose page is not built). */
export const subItem = style({
  display: 'block',
  padding: '0.4rem 1.25rem 0.4rem 2.25rem',
  fontSize: '0.9rem',
  color: vars.color.onNavMuted,
});

export const toggle = style({
  margin: '1rem 1.25rem 0',
  padding: '0.35rem 0.75rem',
  font: 'inherit',
  fontSize: '0.85rem',
  color: vars.color.onNav,
  background: 'transparent',
  border: `1px solid ${vars.color.onNavMuted}`,
  borderRadius: '999px',
  cursor: 'pointer',
});

/** A note under a nav entry: why Make a Payment is unavailable, or that the page opened. */
export const navNote = style({
  margin: 0,
  padding: '0 1.25rem 0.5rem',
  fontSize: '0.85rem',
  color: vars.color.onNavMuted,
});

export const navNoteError = style([navNote, { color: vars.color.onNav, fontWeight: 700 }]);
