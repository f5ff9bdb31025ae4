import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } }, 'lp-spin');

export const spinner = style(
  {
    display: 'inline-block',
    width: '1.5rem',
    height: '1.5rem',
    border: `3px solid ${vars.color.border}`,
    borderTopColor: vars.color.primary,
    borderRadius: vars.radius.pill,
    animation: `${spin} 0.8s linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  'lp-spinner',
);

export const loading = style(
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: vars.space.lg,
    color: vars.color.textMuted,
  },
  'lp-loading',
);
