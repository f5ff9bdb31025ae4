import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@lender/shared/theme';

export const bullets = style({ margin: '0 0 1.25rem', paddingLeft: '1.25rem', lineHeight: 1.5 });

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(2.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

/** The password form slides up into view, unless the visitor asked for less motion. */
export const slideUp = style({
  animation: `${rise} 350ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const checklistTitle = style({
  margin: '-0.5rem 0 0.25rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const checklist = style({
  display: 'grid',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

export const met = style({ color: vars.color.success });
export const unmet = style({ color: vars.color.textMuted });

export const mark = style({ display: 'inline-block', width: '1.25rem', fontWeight: 700 });
