/** Page titles carry the lender's name first, except in white-label mode (spec §1). */
export const pageTitle = (title: string, brandName: string, whiteLabel: boolean): string =>
  whiteLabel || !brandName ? title : `${brandName} | ${title}`;
