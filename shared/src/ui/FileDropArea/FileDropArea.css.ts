import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const dropZone = style(
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    padding: vars.space.lg,
    border: `2px dashed ${vars.color.border}`,
    borderRadius: vars.radius.md,
    textAlign: 'center',
    selectors: {
      '&[data-dragging]': { borderColor: vars.color.primary, background: vars.color.infoSurface },
      '&[data-invalid]': { borderColor: vars.color.danger },
    },
  },
  'lp-file-drop',
);

export const prompt = style({ margin: 0 }, 'lp-file-drop-prompt');

export const limits = style(
  { flexBasis: '100%', margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted },
  'lp-file-drop-limits',
);
