import { style } from '@vanilla-extract/css';
import { panel, sectionTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const section = style([panel, { display: 'grid', gap: theme.space.md, minWidth: 0 }]);

export const heading = style([sectionTitle, { margin: 0 }]);

export const text = style({ margin: 0 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  color: theme.color.link,
  fontWeight: theme.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const count = style({ margin: 0, fontWeight: theme.fontWeight.bold });

export const chosen = style({ margin: 0, overflowWrap: 'anywhere' });

export const problems = style({ margin: 0, paddingLeft: theme.space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });
