// The card every account page sits in, and the pieces its forms and messages share.
import { style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

export const card = style({
  marginTop: '2rem',
  padding: '2rem',
  background: vars.color.surface,
  borderRadius: '10px',
  boxShadow: vars.shadow.lg,
  // Long email addresses and tokens wrap instead of widening the page on a phone.
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 480px)': { padding: '1.25rem', marginTop: '1rem' } },
});

export const title = style({ margin: '0 0 1rem', fontSize: '1.6rem', color: vars.color.nav });

export const subtitle = style({ margin: '0 0 0.75rem', fontSize: '1.2rem', color: vars.color.nav });

export const form = style({ display: 'grid', gap: '1rem' });

export const message = style({ margin: '0 0 1rem', lineHeight: 1.5 });

/** A row of links under a form: each one a target of at least 24 px. */
export const links = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '0.5rem 1rem',
  marginTop: '1.25rem',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  color: vars.color.link,
  textDecoration: 'underline',
});

/** A paragraph inside an Alert, under its title. */
export const alertText = style({ margin: '0.25rem 0 0', lineHeight: 1.5 });
