import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

export const card = style({
  marginTop: '2rem',
  padding: '2rem',
  background: vars.color.surface,
  borderRadius: '10px',
  boxShadow: vars.shadow.lg,
});

export const title = style({ margin: '0 0 1rem', fontSize: '1.6rem', color: vars.color.nav });

export const notice = style({
  padding: '0.6rem 0.8rem',
  background: vars.color.infoSurface,
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

/** At least 24 px high: a comfortable target next to its neighbour. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.link,
  textDecoration: 'underline',
});
