import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const page = style({ maxWidth: '64rem' });

export const title = style({
  marginTop: 0,
  fontFamily: theme.font.heading,
  fontSize: theme.fontSize.xl,
});

export const section = style({
  marginBottom: theme.space.lg,
  padding: theme.space.lg,
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
});

export const sectionTitle = style({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSize.lg });

export const examples = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.space.md,
});

export const plainButton = style({
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  cursor: 'pointer',
});
