import { style, styleVariants } from '@vanilla-extract/css';
import type { LocStatusLabel } from './locStatus';
import { panel, pageTitle as sharedPageTitle, sectionTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '48rem' });

export const pageTitle = sharedPageTitle;

export const summary = style([
  panel,
  {
    marginTop: theme.space.lg,
  },
]);

export const summaryTitle = style([sectionTitle, { margin: `0 0 ${theme.space.md}` }]);

export const list = style({ listStyle: 'none', margin: `0 0 ${theme.space.md}`, padding: 0 });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  padding: `${theme.space.sm} 0`,
  borderBottom: `1px solid ${theme.color.border}`,
});

export const entityName = style({ fontWeight: theme.fontWeight.bold });

const badge = style({
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius.pill,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
});

const tone = (color: string, background: string) => [badge, { color, background }];

export const status = styleVariants<Record<LocStatusLabel, ReturnType<typeof tone>>>({
  Approved: tone(theme.color.success, theme.color.successSurface),
  'In Review': tone(theme.color.info, theme.color.infoSurface),
  'Application Received': tone(theme.color.info, theme.color.infoSurface),
  'Submission Needed': tone(theme.color.warning, theme.color.warningSurface),
  Denied: tone(theme.color.danger, theme.color.dangerSurface),
  Expired: tone(theme.color.textMuted, theme.color.background),
});

/** A link of at least 24 px in each direction (a target a finger can hit). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.color.link,
});

export const continueLink = style([link, { fontWeight: theme.fontWeight.bold }]);
