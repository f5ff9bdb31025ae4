import { style } from '@vanilla-extract/css';
import { panel } from '@lender/shared/theme';
import { theme } from '../theme';

export const page = style({ display: 'grid', gap: theme.space.lg, maxWidth: '72rem', minWidth: 0 });

export const title = style({ margin: 0, fontSize: theme.fontSize.xl, overflowWrap: 'anywhere' });

export const section = style([panel, { minWidth: 0 }]);
