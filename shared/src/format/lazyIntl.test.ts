// A page's first Intl number format loads ICU's formatting data (50–120 ms of main thread in
// Chromium on a desktop): the core, which every page evaluates before its first paint, makes
// none until money is shown.
it('makes no Intl number format as the core is loaded, one on the first money shown', () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  try {
    jest.isolateModules(() => {
      // The whole core, as the shell's entry evaluates it.
      const core = jest.requireActual<typeof import('../index')>('../index');
      expect(made).not.toHaveBeenCalled();
      expect(core.formatCurrency(1234.5)).toBe('$1,234.50');
      expect(core.formatCurrency('99')).toBe('$99.00');
      expect(made).toHaveBeenCalledTimes(1);
    });
  } finally {
    made.mockRestore();
  }
});
