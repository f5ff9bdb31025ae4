import { style } from '@vanilla-extract/css';
import { pageTitle, panel } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ maxWidth: '44rem' });

export const title = pageTitle;

export const form = style([
  panel,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    gap: theme.space.md,
  },
]);

export const wide = style({ gridColumn: '1 / -1' });

export const actions = style([
  wide,
  { display: 'flex', alignItems: 'center', gap: theme.space.md },
]);

export const saved = style({ color: theme.color.success, fontWeight: theme.fontWeight.bold });
