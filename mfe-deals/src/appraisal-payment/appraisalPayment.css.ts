import { style } from '@vanilla-extract/css';
import { formLayout, panel } from '@lender/shared/theme';
import { theme } from '../theme';

export const tab = style([panel, { minWidth: 0, maxWidth: '48rem' }]);

export const heading = style({ margin: `0 0 ${theme.space.md}`, fontSize: theme.fontSize.lg });

export const amount = style({ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSize.md });

export const amountValue = style({ fontWeight: theme.fontWeight.bold });

export const { fieldset, group, legend, wide, note, actions } = formLayout;

/** Columns of at least 14rem where the tab has room, one on a phone. */
export const grid = style(formLayout.columns('14rem'));
