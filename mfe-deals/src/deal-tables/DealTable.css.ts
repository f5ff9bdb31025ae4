import { style } from '@vanilla-extract/css';
import { panel, sectionTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const section = style([
  panel,
  {
    marginTop: theme.space.lg,
  },
]);

export const header = style({
  // As tall as the Copy Table button that joins it once rows arrive: the table does not move.
  minHeight: '2.5rem',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginBottom: theme.space.md,
});

export const title = style([sectionTitle, { margin: 0, color: theme.color.text }]);

/** The deal's name, linking to its page: a tap target of at least 24 px. */
export const dealLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** Under a paged table: how many rows show, and the button for the next page. */
export const more = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  marginTop: theme.space.md,
});
