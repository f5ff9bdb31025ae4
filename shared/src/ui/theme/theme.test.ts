import { endFileScope, setFileScope } from '@vanilla-extract/css/fileScope';
import { applyTheme } from './applyTheme';
import { vars } from './contract.css';
import { themeValues } from './themeValues';

describe('theme contract', () => {
  it('uses fixed lp- variable names', () => {
    expect(vars.color.primary).toBe('var(--lp-color-primary)');
    expect(vars.space.md).toBe('var(--lp-space-md)');
    expect(vars.radius.pill).toBe('var(--lp-radius-pill)');
    expect(vars.font.body).toBe('var(--lp-font-body)');
  });

  it('has a value for every variable', () => {
    const leaves = (node: object): unknown[] =>
      Object.values(node).flatMap((value) =>
        typeof value === 'object' ? leaves(value as object) : [value],
      );
    expect(leaves(themeValues).every((value) => typeof value === 'string' && value !== '')).toBe(
      true,
    );
    expect(leaves(themeValues)).toHaveLength(leaves(vars).length);
  });

  it('applyTheme sets the variables on the selector', () => {
    setFileScope('src/ui/theme/theme.test.ts', '@lender/shared');
    applyTheme(':root');
    endFileScope();
    const css = Array.from(document.querySelectorAll('style'))
      .map((node) => node.textContent)
      .join('\n');
    expect(css).toMatch(/:root\s*{[^}]*--lp-color-primary:\s*#0b4f8a/);
  });
});
