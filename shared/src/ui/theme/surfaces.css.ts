// Page-level styles every remote repeats: compose them (`style([panel, { … }])`) rather than copy.
import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** A white card on the grey page: sections, forms, tables. */
export const panel = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

/** The page's one h1. */
export const pageTitle = style({
  marginTop: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
});

// Text roles and a control's box, for a remote's `style([role, { margin, … }])`. Each carries its
// look only (type, colour, frame), never the space around it: the place that composes one says
// its own margins, and overrides none of the role's properties (a remote's chunks may each carry
// the role's rule, and the later one would win).

/** A section's heading (the h2 of a panel): one step below the page title. */
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });

/** Secondary text: a hint, a file's size, a note under a field or an amount. */
export const mutedText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The frame of a control the user works with: a field, a disclosure row. */
export const controlBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
