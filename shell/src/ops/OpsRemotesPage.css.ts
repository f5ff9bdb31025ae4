import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'grid', gap: '1rem', overflowWrap: 'anywhere' });

export const history = style({
  margin: 0,
  paddingInlineStart: '1.25rem',
  display: 'grid',
  gap: '0.25rem',
});

/** Release ids and figures are read whole: the table keeps them on one line (it fits 1280 px). */
export const releases = style({ overflowWrap: 'normal', overflowX: 'auto' });
globalStyle(`${releases} th, ${releases} td`, { whiteSpace: 'nowrap' });
