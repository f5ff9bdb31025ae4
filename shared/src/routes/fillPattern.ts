/** Route parameters of a link: `:name` in a pattern is replaced by its encoded value. */
export type PageParams = Readonly<Record<string, string | number>>;

/** The path of `pattern` with `params` filled in, or null when one of its parameters is missing. */
export function fillPattern(pattern: string, params: PageParams = {}): string | null {
  let missing = false;
  const path = pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return missing ? null : path;
}
