import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { panel, sectionTitle } from '../theme/surfaces.css';

/** The standard section: a panel that may shrink inside a grid or flex row. */
export const section = style([panel, { minWidth: 0 }]);

export const heading = style([sectionTitle, { margin: `0 0 ${vars.space.md}` }]);
