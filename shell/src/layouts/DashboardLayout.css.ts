import { style } from '@vanilla-extract/css';

const mobile = '(max-width: 1023px)';

export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  height: '3.5rem',
  padding: '0 1.25rem',
  background: '#ffffff',
  borderBottom: '1px solid #e2e5ec',
});

export const menuToggle = style({
  display: 'none',
  padding: '0.35rem 0.75rem',
  font: 'inherit',
  background: '#ffffff',
  border: '1px solid #0f2d5c',
  borderRadius: '6px',
  cursor: 'pointer',
  '@media': { [mobile]: { display: 'inline-block' } },
});

export const brand = style({ fontWeight: 700, color: '#0f2d5c', textDecoration: 'none' });

export const user = style({ marginLeft: 'auto', color: '#4a5568', fontSize: '0.9rem' });

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: '1.5rem',
  background: '#f7f8fb',
});
