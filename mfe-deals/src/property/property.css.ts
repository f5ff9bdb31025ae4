import { style } from '@vanilla-extract/css';
import { panel } from '@lender/shared/theme';
import { theme } from '../theme';

export const section = style([panel, { minWidth: 0 }]);

export const heading = style({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSize.lg });
