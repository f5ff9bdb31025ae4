// Sets the theme values on a selector (the shell: once on ':root') plus the base document styles.
// Call it from a `.css.ts` file: vanilla-extract registers styles only in a file scope.
import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { themeValues, type ThemeValues } from './themeValues';

export const applyTheme = (selector = ':root', values: ThemeValues = themeValues): void => {
  createGlobalTheme(selector, vars, values);
  globalStyle(`${selector}`, {
    fontFamily: vars.font.body,
    fontSize: '100%',
    color: vars.color.text,
    backgroundColor: vars.color.background,
  });
  globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
  globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
};
