import { style } from '@vanilla-extract/css';

/** 30 seconds or less: red and bold (spec §9). */
export const warning = style({ color: '#b3261e', fontWeight: 700 });
