import { style } from '@vanilla-extract/css';
import { panel, pageTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ display: 'grid', gap: theme.space.lg, maxWidth: '72rem', minWidth: 0 });

export const header = style({ display: 'grid', gap: theme.space.sm, minWidth: 0 });

export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: '2.75rem',
  color: theme.color.link,
  overflowWrap: 'anywhere',
});

export const title = style([pageTitle, { margin: 0, overflowWrap: 'anywhere' }]);

export const subtitle = style({
  margin: 0,
  color: theme.color.textMuted,
  overflowWrap: 'anywhere',
});

export const section = style([panel, { minWidth: 0 }]);
