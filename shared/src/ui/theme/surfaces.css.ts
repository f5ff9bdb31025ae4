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
