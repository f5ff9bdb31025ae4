import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

/** 30 seconds or less: red and bold (spec §9). */
export const warning = style({ color: vars.color.danger, fontWeight: 700 });
