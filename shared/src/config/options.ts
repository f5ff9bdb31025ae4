// Option lists of spec §9 and the embedded US states list of §3.

export interface Option<T extends string = string> {
  value: T;
  label: string;
}

export const EXIT_STRATEGIES = [
  'List to Sell',
  'Under Contract',
  'Refinance with the lender itself',
  'Refinance with another lender',
] as const;
export type ExitStrategy = (typeof EXIT_STRATEGIES)[number];

export const DELAY_REASONS = [
  'Cash Flow Issues',
  'Change in SOW',
  'Contractor Issues',
  'Damage to Property',
  'Labor Shortages',
  'Permitting Delays',
  'Selling/Refi Delays',
  'Stop Work Order',
  'Supply Chain Issues',
  'Unexpected Costs',
] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

export const SALE_OR_REFINANCE_OPTIONS = ['Sell', 'Refinance'] as const;
export type SaleOrRefinance = (typeof SALE_OR_REFINANCE_OPTIONS)[number];

/** The 50 states plus DC: value = abbreviation, label = name. */
export const US_STATES: readonly Option[] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
].map(([value, label]) => Object.freeze({ value: value as string, label: label as string }));

/** Wraps a list of strings as select options (value = label). */
export const toOptions = <T extends string>(values: readonly T[]): Option<T>[] =>
  values.map((value) => ({ value, label: value }));
