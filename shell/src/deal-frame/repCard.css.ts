import { style } from '@vanilla-extract/css';
import { vars as theme } from '@lender/shared/theme';

export const card = style({ minWidth: 0 });

export const heading = style({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.fontSize.md,
  color: theme.color.textMuted,
});

export const body = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr)',
  gap: `${theme.space.sm} ${theme.space.md}`,
  alignItems: 'center',
});

const AVATAR = '4rem';

export const avatar = style({
  flex: `0 0 ${AVATAR}`,
  width: AVATAR,
  height: AVATAR,
  borderRadius: '50%',
  objectFit: 'cover',
});

export const initials = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: theme.color.primary,
    color: theme.color.onPrimary,
    fontWeight: theme.fontWeight.bold,
    fontSize: theme.fontSize.lg,
  },
]);

export const details = style({ display: 'grid', gap: theme.space.xs, minWidth: 0 });

export const contacts = style({
  gridColumn: '1 / -1',
  display: 'grid',
  justifyItems: 'start',
  minWidth: 0,
});

export const name = style({ margin: 0, fontWeight: theme.fontWeight.bold });

export const line = style({ margin: 0, overflowWrap: 'anywhere' });

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: theme.color.link,
  overflowWrap: 'anywhere',
});
