/** The lender's external apply page with the visitor's query string kept (spec §2 /signup). */
export function externalApplyUrl(applyUrl: string, search: string): string {
  const url = new URL(applyUrl);
  new URLSearchParams(search).forEach((value, key) => url.searchParams.append(key, value));
  return url.toString();
}
