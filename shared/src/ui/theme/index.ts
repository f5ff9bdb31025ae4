export { vars, type ThemeContract } from './contract';
export { themeValues, type ThemeValues } from './themeValues';
export { applyTheme } from './applyTheme';
export { visuallyHidden } from './visuallyHidden.css';
