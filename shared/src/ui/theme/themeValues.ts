// The portal's default theme (contrast checked against WCAG AA for text on its surfaces).
import type { MapLeafNodes } from './mapLeafNodes';
import type { ThemeContract } from './contract.css';

export type ThemeValues = MapLeafNodes<ThemeContract, string>;

export const themeValues: ThemeValues = {
  color: {
    primary: '#0b4f8a',
    primaryHover: '#083a66',
    onPrimary: '#ffffff',
    text: '#1f2933',
    textMuted: '#52606d',
    background: '#f4f5f7',
    surface: '#ffffff',
    border: '#9aa5b1',
    focus: '#2e90fa',
    link: '#0b4f8a',
    danger: '#b42318',
    dangerSurface: '#fef3f2',
    success: '#067647',
    successSurface: '#ecfdf3',
    warning: '#93370d',
    warningSurface: '#fffaeb',
    info: '#175cd3',
    infoSurface: '#eff8ff',
    overlay: 'rgba(16, 24, 40, 0.6)',
    tooltip: '#1f2933',
    onTooltip: '#ffffff',
    divider: '#e2e5ec',
    nav: '#0f2d5c',
    navActive: '#1b417d',
    onNav: '#ffffff',
    onNavMuted: '#dbe6fb',
  },
  font: {
    body: "'Helvetica Neue', Arial, system-ui, sans-serif",
    heading: "'Helvetica Neue', Arial, system-ui, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.75rem',
  },
  fontWeight: {
    normal: '400',
    bold: '700',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
  },
  radius: {
    sm: '2px',
    md: '4px',
    lg: '8px',
    pill: '999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.1)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.25)',
  },
};
