import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from '../../theme';

export const subheading = style({
  margin: `${theme.space.lg} 0 ${theme.space.sm}`,
  fontSize: theme.fontSize.md,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: theme.space.md,
  margin: 0,
});

export const fact = style({ minWidth: 0 });

export const term = style({
  display: 'flex',
  alignItems: 'center',
  fontSize: theme.fontSize.sm,
  color: theme.color.textMuted,
  fontWeight: theme.fontWeight.bold,
});

export const value = style({ margin: 0, fontSize: theme.fontSize.md, overflowWrap: 'anywhere' });

export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const stepBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `0 ${theme.space.sm}`,
  alignItems: 'center',
  padding: theme.space.md,
  borderRadius: theme.radius.md,
  borderTop: '4px solid',
});

export const step = styleVariants({
  complete: [
    stepBase,
    { borderColor: theme.color.success, background: theme.color.successSurface },
  ],
  current: [stepBase, { borderColor: theme.color.primary, background: theme.color.infoSurface }],
  upcoming: [stepBase, { borderColor: theme.color.divider, background: theme.color.background }],
});

export const marker = style({
  gridRow: 'span 2',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: '50%',
  background: theme.color.surface,
  border: `2px solid ${theme.color.border}`,
  fontWeight: theme.fontWeight.bold,
});

export const stepLabel = style({ fontWeight: theme.fontWeight.bold });

export const stepState = style({ fontSize: theme.fontSize.sm, color: theme.color.text });

export const note = style({ margin: `${theme.space.md} 0 0`, color: theme.color.textMuted });

export const payLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  marginTop: theme.space.md,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radius.md,
  background: theme.color.primary,
  color: theme.color.onPrimary,
  fontWeight: theme.fontWeight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { background: theme.color.primaryHover } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: theme.color.link,
  overflowWrap: 'anywhere',
});

/** A status and its info tip on one line. */
export const statusCell = style({ display: 'inline-flex', alignItems: 'center', gap: '0.25rem' });
