export { vars, type ThemeContract } from './contract.css';
export { themeValues, type ThemeValues } from './themeValues';
export { applyTheme } from './applyTheme';
export { visuallyHidden } from './visuallyHidden.css';
export { panel, pageTitle, sectionTitle, mutedText, controlBox } from './surfaces.css';
export * as formLayout from './formLayout.css';
export { MOBILE_BREAKPOINT_PX, mobileMedia } from './breakpoints';
