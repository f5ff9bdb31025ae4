// The theme contract: fixed CSS variable names (--lp-color-primary, ...) so every container, and
// Radix portals rendered into document.body, read the values the shell sets once on :root.
import { createGlobalThemeContract } from '@vanilla-extract/css';

const shape = {
  color: {
    primary: '',
    primaryHover: '',
    onPrimary: '',
    text: '',
    textMuted: '',
    background: '',
    surface: '',
    border: '',
    focus: '',
    link: '',
    danger: '',
    dangerSurface: '',
    success: '',
    successSurface: '',
    warning: '',
    warningSurface: '',
    info: '',
    infoSurface: '',
    overlay: '',
    tooltip: '',
    onTooltip: '',
    divider: '',
    nav: '',
    navActive: '',
    onNav: '',
    onNavMuted: '',
  },
  font: {
    body: '',
    heading: '',
    mono: '',
  },
  fontSize: {
    sm: '',
    md: '',
    lg: '',
    xl: '',
  },
  fontWeight: {
    normal: '',
    bold: '',
  },
  space: {
    xs: '',
    sm: '',
    md: '',
    lg: '',
    xl: '',
  },
  radius: {
    sm: '',
    md: '',
    lg: '',
    pill: '',
  },
  shadow: {
    sm: '',
    lg: '',
  },
} as const;

/** `vars.color.primary` is `var(--lp-color-primary)`, and so on. */
export const vars = createGlobalThemeContract(shape, (_value, path) => `lp-${path.join('-')}`);

export type ThemeContract = typeof vars;
