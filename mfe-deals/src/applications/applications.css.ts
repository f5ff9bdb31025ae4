import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const page = style({ maxWidth: '40rem' });

export const title = style({
  marginTop: 0,
  fontFamily: theme.font.heading,
  fontSize: theme.fontSize.xl,
});

export const link = style({ color: theme.color.link, fontWeight: theme.fontWeight.bold });
