import { style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: '1rem', overflowWrap: 'anywhere' });
