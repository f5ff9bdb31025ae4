import { style } from '@vanilla-extract/css';
import { panel, sectionTitle, mutedText } from '@lender/shared/theme';
import { theme } from '../theme';

export const section = style([panel, { display: 'grid', gap: theme.space.md, minWidth: 0 }]);

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
});

export const heading = style([sectionTitle, { margin: 0 }]);

export const message = style({ margin: 0, color: theme.color.textMuted });

/** The draws as a row of icons that wraps (never a sideways scroll). */
export const timeline = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const drawButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space.xs,
  minWidth: '6.5rem',
  minHeight: '2.75rem',
  padding: theme.space.sm,
  border: `2px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[aria-expanded="true"]': {
      borderColor: theme.color.primary,
      background: theme.color.infoSurface,
      fontWeight: theme.fontWeight.bold,
    },
    '&:hover': { borderColor: theme.color.primary },
  },
});

export const complete = style({ color: theme.color.success });
export const pending = style({ color: theme.color.warning });

export const detail = style({ display: 'grid', gap: theme.space.md, minWidth: 0 });

export const detailHeading = style({ margin: 0, fontSize: theme.fontSize.md });

/** A budget line's code, under its name in the row header. */
export const itemCode = style([
  mutedText,
  { display: 'block', fontWeight: theme.fontWeight.normal },
]);

/** The draw request's confirmation: focused when shown (outline only for the keyboard). */
export const notice = style({ scrollMarginTop: theme.space.xl, outline: 'none' });

export const headingRow = style({ display: 'flex', alignItems: 'center', gap: theme.space.xs });
