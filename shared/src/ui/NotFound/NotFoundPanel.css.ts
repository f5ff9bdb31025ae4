import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const panel = style(
  {
    maxWidth: '36rem',
    margin: '3rem auto',
    padding: '2rem',
    background: vars.color.surface,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    textAlign: 'center',
  },
  'lp-not-found',
);

export const link = style(
  { display: 'inline-block', minHeight: '24px', color: vars.color.link },
  'lp-not-found-link',
);
