import { style } from '@vanilla-extract/css';

export const card = style({
  marginTop: '2rem',
  padding: '2rem',
  background: '#ffffff',
  borderRadius: '10px',
  boxShadow: '0 2px 12px rgba(15, 45, 92, 0.12)',
});

export const title = style({ margin: '0 0 1rem', fontSize: '1.6rem', color: '#0f2d5c' });

export const notice = style({
  padding: '0.6rem 0.8rem',
  background: '#eef4fd',
  borderRadius: '6px',
  margin: '0 0 1rem',
});

export const form = style({ display: 'grid', gap: '1rem' });

export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '0.5rem',
  marginTop: '1.25rem',
});
