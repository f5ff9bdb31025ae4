import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const greeting = style({ marginBottom: theme.space.md });

export const title = style({
  margin: 0,
  fontFamily: theme.font.heading,
  fontSize: theme.fontSize.xl,
  color: theme.color.text,
});

export const subtitle = style({
  margin: `${theme.space.xs} 0 0`,
  color: theme.color.textMuted,
});
