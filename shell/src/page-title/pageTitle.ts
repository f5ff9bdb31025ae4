/**
 * Page titles carry the lender's name first, except in white-label mode (spec §1); a page may add
 * a detail after the route's title (the deal nickname on deal routes, spec §2).
 */
export const pageTitle = (
  title: string,
  brandName: string,
  whiteLabel: boolean,
  detail: string | null = null,
): string => {
  const page = detail ? `${title} – ${detail}` : title;
  return whiteLabel || !brandName ? page : `${brandName} | ${page}`;
};
