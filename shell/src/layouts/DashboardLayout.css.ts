import { style } from '@vanilla-extract/css';
import { mobileMedia, vars } from '@lender/shared/theme';

const mobile = mobileMedia;

export const frame = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  height: '3.5rem',
  padding: '0 1.25rem',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const menuToggle = style({
  display: 'none',
  padding: '0.35rem 0.75rem',
  font: 'inherit',
  background: vars.color.surface,
  border: `1px solid ${vars.color.nav}`,
  borderRadius: '6px',
  cursor: 'pointer',
  '@media': { [mobile]: { display: 'inline-block' } },
});

export const brand = style({ fontWeight: 700, color: vars.color.nav, textDecoration: 'none' });

export const user = style({ marginLeft: 'auto', color: vars.color.textMuted, fontSize: '0.9rem' });

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: '1.5rem',
  background: vars.color.background,
});
