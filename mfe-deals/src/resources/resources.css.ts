import { style } from '@vanilla-extract/css';
import { pageTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '48rem' });

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
});

export const title = pageTitle;

export const subtitle = style({ fontSize: theme.fontSize.lg, marginBottom: theme.space.sm });

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  padding: `${theme.space.md} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const link = style({ color: theme.color.link, fontWeight: theme.fontWeight.bold });

export const format = style({ fontWeight: theme.fontWeight.normal, color: theme.color.textMuted });

export const description = style({ margin: `${theme.space.xs} 0 0`, color: theme.color.textMuted });
