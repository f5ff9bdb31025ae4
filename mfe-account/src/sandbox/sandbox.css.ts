import { style } from '@vanilla-extract/css';
import { pageTitle, panel } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '64rem' });

export const title = pageTitle;

export const section = style([
  panel,
  {
    marginBottom: theme.space.lg,
  },
]);

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
