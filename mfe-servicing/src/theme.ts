// The portal theme's CSS variables (values set once by the shell on :root), for `*.css.ts` files.
// Stylesheets import the theme subpath, not the package root: at build time vanilla-extract
// evaluates what a stylesheet imports, and the root would bring every shared component's CSS along.
export { vars as theme } from '@lender/shared/theme';
