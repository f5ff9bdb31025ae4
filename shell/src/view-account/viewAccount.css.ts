import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

/** The employee's strip under the top bar: the View Account search, the viewing banner. */
export const strip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.sm} 1.25rem`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

/** The View Account search: the input and its View button on one line, bottoms aligned. */
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  minWidth: 0,
  flex: '0 1 28rem',
});

export const field = style({ minWidth: 0, flex: '1 1 12rem', marginBottom: 0 });

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.warningSurface,
  borderRadius: vars.radius.md,
  flex: '1 1 20rem',
});

export const bannerText = style({ margin: 0 });

/** The ops view's link: a target of at least 24 px. */
export const opsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xs} 0`,
  minHeight: '2.75rem',
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'underline',
  selectors: { '&:visited': { color: vars.color.link } },
});
