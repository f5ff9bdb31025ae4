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

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({ minWidth: '14rem', flex: '1 1 14rem' });

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
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  minHeight: '24px',
});
