import { style } from '@vanilla-extract/css';
import { pageTitle, panel, sectionTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '64rem' });

export const title = pageTitle;

export const section = style([
  panel,
  {
    marginBottom: theme.space.lg,
  },
]);

export const heading = style([sectionTitle, { margin: `0 0 ${theme.space.md}` }]);

export const examples = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: theme.space.md,
});
