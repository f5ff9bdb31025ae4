// The theme's values are set once, here, on :root — so Radix portals under document.body and every
// remote read the same `--lp-…` variables.
import { globalStyle } from '@vanilla-extract/css';
import { applyTheme } from '@lender/shared/theme';

applyTheme(':root');

globalStyle('html, body', { margin: 0, minHeight: '100%', lineHeight: 1.5 });
globalStyle('#root', { minHeight: '100vh' });
