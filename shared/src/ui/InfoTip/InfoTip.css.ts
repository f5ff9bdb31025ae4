import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A round "i", 28 px: above the 24 px target minimum, for a finger as much as a pointer. */
export const button = style(
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    width: '1.75rem',
    height: '1.75rem',
    minWidth: '1.75rem',
    margin: `0 0 0 ${vars.space.xs}`,
    padding: 0,
    verticalAlign: 'middle',
    border: `1px solid ${vars.color.link}`,
    borderRadius: '50%',
    background: vars.color.surface,
    color: vars.color.link,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    fontStyle: 'italic',
    lineHeight: 1,
    cursor: 'help',
    selectors: {
      '&:hover': { background: vars.color.infoSurface },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  'lp-infotip',
);
