import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const overlay = style(
  { position: 'fixed', inset: 0, backgroundColor: vars.color.overlay, zIndex: 1000 },
  'lp-modal-overlay',
);

export const content = style(
  {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(36rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    zIndex: 1001,
  },
  'lp-modal',
);

export const title = style(
  { margin: `0 0 ${vars.space.sm}`, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg },
  'lp-modal-title',
);

export const description = style(
  { margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted },
  'lp-modal-description',
);

export const close = style(
  {
    position: 'absolute',
    top: vars.space.sm,
    right: vars.space.sm,
    width: '2rem',
    height: '2rem',
    border: 'none',
    borderRadius: vars.radius.pill,
    background: 'transparent',
    color: vars.color.text,
    fontSize: vars.fontSize.lg,
    cursor: 'pointer',
  },
  'lp-modal-close',
);
