import { style } from '@vanilla-extract/css';
import { pageTitle, panel, sectionTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '52rem' });

export const title = pageTitle;

export const topics = style({ marginBottom: theme.space.lg });

export const topicList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.sm} ${theme.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const topicLink = style({ color: theme.color.link });

export const section = style([
  panel,
  {
    marginBottom: theme.space.lg,
  },
]);

export const heading = style([sectionTitle, { margin: `0 0 ${theme.space.sm}` }]);

export const entry = style({
  borderTop: `1px solid ${theme.color.border}`,
  selectors: { '&:first-of-type': { borderTop: 0 } },
});

export const question = style({
  padding: `${theme.space.sm} 0`,
  cursor: 'pointer',
  fontWeight: theme.fontWeight.bold,
  color: theme.color.text,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '2px' },
  },
});

export const answer = style({ paddingBottom: theme.space.sm, color: theme.color.text });
