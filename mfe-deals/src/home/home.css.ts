import { style } from '@vanilla-extract/css';
import { panel, sectionTitle } from '@lender/shared/theme';
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

export const employeeIntro = style({ margin: `0 0 ${theme.space.lg}`, maxWidth: '48rem' });

export const employeeCards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: theme.space.lg,
  maxWidth: '60rem',
});

export const employeeCard = style([
  panel,
  { display: 'grid', gap: theme.space.sm, alignContent: 'start', justifyItems: 'start' },
]);

export const employeeCardTitle = style([sectionTitle, { margin: 0 }]);

export const employeeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
});
