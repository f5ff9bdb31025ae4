// Which panels and tabs a deal shows (spec §2 deal and construction pages).

/** Product types that show the funded-loan panel and qualify for construction management. */
const FUNDED_PANEL_PRODUCT_TYPES: readonly string[] = [
  'Short Term Finance',
  'NewConstruction',
  'New Construction',
  'FixNFlip',
];

export interface DealKind {
  status?: string | null;
  productType?: string | null;
  /** Loan type (e.g. Multifamily). */
  type?: string | null;
}

export const isFunded = (deal: DealKind): boolean => deal.status?.trim() === 'Funded';

const hasPanelProductType = (deal: DealKind): boolean =>
  FUNDED_PANEL_PRODUCT_TYPES.includes(deal.productType?.trim() ?? '');

/** Funded, or a short-term / new-construction / fix-and-flip product: funded-loan panel, else pipeline. */
export const isFundedPanel = (deal: DealKind): boolean =>
  isFunded(deal) || hasPanelProductType(deal);

/**
 * Whether a deal tab's conditions hold for this deal and viewer (its page declaration's
 * `tab.showWhen`): `customer` a customer's session, `construction-deal` a deal that qualifies for
 * construction management (the funded panel's deals). Construction Management declares both.
 */
export const dealTabShows = (
  showWhen: readonly ('customer' | 'construction-deal')[],
  deal: DealKind,
  isCustomer: boolean,
): boolean =>
  showWhen.every((condition) => (condition === 'customer' ? isCustomer : isFundedPanel(deal)));

const isMultifamily = (deal: DealKind): boolean =>
  [deal.type, deal.productType].some((value) => value?.trim().toLowerCase() === 'multifamily');

export type ConstructionView = 'contact-analyst' | 'budget-upload' | 'draws';

/**
 * Construction page mode: funded Multifamily → contact the analyst; not funded and not one of the
 * four product types → budget template upload; otherwise draw status and the new-draw form.
 */
export const constructionView = (deal: DealKind): ConstructionView => {
  if (isFunded(deal) && isMultifamily(deal)) return 'contact-analyst';
  if (!isFunded(deal) && !hasPanelProductType(deal)) return 'budget-upload';
  return 'draws';
};
