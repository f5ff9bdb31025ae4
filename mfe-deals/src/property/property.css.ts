import { style } from '@vanilla-extract/css';
import { panel, sectionTitle } from '@lender/shared/theme';
import { theme } from '../theme';

export const section = style([panel, { minWidth: 0 }]);

export const heading = style([sectionTitle, { margin: `0 0 ${theme.space.md}` }]);
