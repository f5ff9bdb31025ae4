import { style } from '@vanilla-extract/css';

export const panel = style({
  maxWidth: '36rem',
  margin: '3rem auto',
  padding: '2rem',
  background: '#ffffff',
  borderRadius: '8px',
  boxShadow: '0 1px 3px rgba(15, 45, 92, 0.12)',
  textAlign: 'center',
});
