import { style } from '@vanilla-extract/css';

export const fallback = style({
  margin: '2rem auto',
  maxWidth: '36rem',
  padding: '1.5rem',
  border: '1px solid #d6dae3',
  borderRadius: '8px',
  background: '#f7f8fb',
  textAlign: 'center',
});

export const title = style({ fontSize: '1.25rem', margin: '0 0 0.5rem' });
