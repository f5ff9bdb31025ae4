// Pure deal rules shared by the list, nav and (later) detail endpoints.

/** Product types that show the funded-loan panel and may have construction management (spec §2). */
export const CONSTRUCTION_PRODUCT_TYPES: readonly string[] = [
  'Short Term Finance',
  'NewConstruction',
  'New Construction',
  'FixNFlip',
];

export const FUNDED_STATUS = 'Funded';

export const isFunded = (status: string): boolean => status === FUNDED_STATUS;

/** Funded, or a short-term / new-construction / fix-and-flip product. */
export const qualifiesForConstruction = (deal: {
  status: string;
  productType: string | null;
}): boolean =>
  isFunded(deal.status) ||
  (deal.productType !== null && CONSTRUCTION_PRODUCT_TYPES.includes(deal.productType));

/** The customer's Construction nav list: qualifying deals that have a budget. */
export const inConstructionNav = (deal: {
  status: string;
  productType: string | null;
  hasBudget: boolean;
}): boolean => deal.hasBudget && qualifiesForConstruction(deal);
