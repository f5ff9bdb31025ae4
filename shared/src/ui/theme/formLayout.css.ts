// The layout the portal's forms share (the servicing forms, the card payment): fieldsets without
// a frame, a group's legend, columns where there is room, a field across them, a note and the
// actions. A remote's stylesheet takes them from `formLayout` ('@lender/shared/theme') rather than
// copy them.
import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A fieldset that only groups (no frame, no padding). */
export const fieldset = style(
  { minWidth: 0, margin: 0, padding: 0, border: 0 },
  'lp-form-fieldset',
);

/** A group of fields under a legend ('Billing details'), spaced from the next. */
export const group = style(
  { minWidth: 0, margin: `0 0 ${vars.space.lg}`, padding: 0, border: 0 },
  'lp-form-group',
);

export const legend = style(
  {
    padding: 0,
    marginBottom: vars.space.md,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.bold,
  },
  'lp-form-legend',
);

/**
 * Columns of fields at least `minColumn` wide where there is room, one on a phone: the rule for a
 * form's own `style(formLayout.columns('16rem'))`.
 */
export const columns = (minColumn: string): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${minColumn}), 1fr))`,
  columnGap: vars.space.md,
});

/** A field across every column (an address line, a description). */
export const wide = style({ gridColumn: '1 / -1' }, 'lp-form-wide');

/** A note above the fields (what the form needs, why it is disabled). */
export const note = style({ margin: `0 0 ${vars.space.md}` }, 'lp-form-note');

/** The submit button and what its submission says, one under the other. */
export const actions = style(
  { display: 'grid', gap: vars.space.md, justifyItems: 'start' },
  'lp-form-actions',
);
