import { style } from '@vanilla-extract/css';
import { theme } from '../theme';

export const page = style({ maxWidth: '44rem' });

export const title = style({
  marginTop: 0,
  fontFamily: theme.font.heading,
  fontSize: theme.fontSize.xl,
});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: theme.space.md,
  padding: theme.space.lg,
  background: theme.color.surface,
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.sm,
});

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style([
  wide,
  { display: 'flex', alignItems: 'center', gap: theme.space.md },
]);

export const saved = style({ color: theme.color.success, fontWeight: theme.fontWeight.bold });
