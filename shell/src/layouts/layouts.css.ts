import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

const corner = {
  position: 'fixed',
  width: '14rem',
  height: '14rem',
  pointerEvents: 'none',
  zIndex: 0,
} as const;

export const page = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });
export const greyPage = style([page, { background: vars.color.background }]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  flexWrap: 'wrap',
  padding: '0.75rem 1.5rem',
  borderBottom: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  position: 'relative',
  zIndex: 1,
});

export const brand = style({
  fontWeight: 700,
  fontSize: '1.2rem',
  color: vars.color.nav,
  textDecoration: 'none',
});

export const headerLinks = style({ display: 'flex', gap: '1.25rem', flexWrap: 'wrap' });

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '2rem 1.25rem',
  position: 'relative',
  zIndex: 1,
});

export const narrowMain = style([main, { maxWidth: '32rem' }]);

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '1rem',
  padding: '1rem 1.5rem',
  borderTop: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  fontSize: '0.875rem',
});

export const cornerTopLeft = style({
  ...corner,
  top: 0,
  left: 0,
  background: 'radial-gradient(circle at top left, #cfe0fb 0, transparent 70%)',
});

export const cornerBottomRight = style({
  ...corner,
  bottom: 0,
  right: 0,
  background: 'radial-gradient(circle at bottom right, #d9efe3 0, transparent 70%)',
});
