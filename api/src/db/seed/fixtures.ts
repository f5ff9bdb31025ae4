// The demo cast: reps, accounts, borrowing entities, LOCs and deals (see api/README.md).
import { CUSTOMER_ACCOUNT_TYPE, EMPLOYEE_ACCOUNT_TYPE } from '@lender/contracts';

export const DEMO_PASSWORD = 'Demo-pass-2026';

export const REPS = [
  {
    id: 'rep-dana',
    name: 'Dana Whitfield',
    title: 'Senior Loan Officer',
    email: 'dana.whitfield@lender.example',
    phone: '512-555-0142',
    image: '/images/reps/dana-whitfield.jpg',
  },
  {
    id: 'rep-marcus',
    name: 'Marcus Oyelaran',
    title: 'Relationship Manager',
    email: 'marcus.oyelaran@lender.example',
    phone: '214-555-0178',
    image: null,
  },
] as const;

export interface AccountFixture {
  id: string;
  email: string;
  name: string;
  accountType: string;
  isLead: boolean;
  repId: string | null;
  phone: string | null;
  billing: [street: string, city: string, state: string, zip: string] | null;
  /** false: a record the lender has with no portal password yet (try account setup with it). */
  hasPassword?: boolean;
  /** SSN last four of a borrower (Add My Loan matches a loan's borrower by them). */
  ssnLast4?: string;
}

export const ACCOUNTS: AccountFixture[] = [
  {
    id: 'acct-borrower',
    email: 'borrower@demo.test',
    name: 'Jordan Ellis',
    accountType: CUSTOMER_ACCOUNT_TYPE,
    isLead: false,
    repId: 'rep-dana',
    phone: '5125550187',
    billing: ['4810 Bull Creek Rd', 'Austin', 'TX', '78731'],
    ssnLast4: '4821',
  },
  {
    id: 'acct-borrower2',
    email: 'borrower2@demo.test',
    name: 'Priya Raman',
    accountType: CUSTOMER_ACCOUNT_TYPE,
    isLead: false,
    repId: 'rep-marcus',
    phone: '4045550163',
    billing: ['275 Peachtree Hills Ave NE', 'Atlanta', 'GA', '30305'],
    ssnLast4: '7390',
  },
  {
    id: 'acct-broker',
    email: 'broker@demo.test',
    name: 'Sam Okafor',
    accountType: 'BrokerAccount',
    isLead: false,
    repId: 'rep-dana',
    phone: '6155550121',
    billing: ['501 Commerce St, Suite 1400', 'Nashville', 'TN', '37203'],
  },
  {
    id: 'acct-wholesale',
    email: 'wholesale@demo.test',
    name: 'Lena Fischer',
    accountType: 'WholesaleAccount',
    isLead: false,
    repId: 'rep-marcus',
    phone: '3035550196',
    billing: ['1700 Lincoln St', 'Denver', 'CO', '80203'],
  },
  {
    id: 'acct-employee',
    email: 'employee@demo.test',
    name: 'Chris Moreno',
    accountType: EMPLOYEE_ACCOUNT_TYPE,
    isLead: false,
    repId: null,
    phone: '8005550100',
    billing: null,
  },
  {
    id: 'acct-lead',
    email: 'lead@demo.test',
    name: 'Taylor Brooks',
    accountType: CUSTOMER_ACCOUNT_TYPE,
    isLead: true,
    repId: null,
    phone: null,
    billing: null,
    ssnLast4: '5512',
  },
  {
    id: 'acct-newborrower',
    email: 'newborrower@demo.test',
    name: 'Morgan Reyes',
    accountType: CUSTOMER_ACCOUNT_TYPE,
    isLead: false,
    repId: 'rep-dana',
    phone: '5125550199',
    billing: null,
    hasPassword: false,
  },
  {
    id: 'acct-newbroker',
    email: 'newbroker@demo.test',
    name: 'Avery Chen',
    accountType: 'BrokerAccount',
    isLead: false,
    repId: 'rep-marcus',
    phone: null,
    billing: null,
    hasPassword: false,
  },
];

interface LocFixture {
  name: string;
  status: string | null;
  salesStatus: string | null;
  milestone: string | null;
  /** Days before the seed anchor. */
  ageDays: number;
  amount: number;
}

export interface EntityFixture {
  id: string;
  accountId: string;
  name: string;
  locs: LocFixture[];
}

/** LOC history per entity; the newest one is what the portal shows (every status group of §4). */
export const ENTITIES: EntityFixture[] = [
  {
    id: 'be-ellis-holdings',
    accountId: 'acct-borrower',
    name: 'Ellis Property Holdings LLC',
    locs: [
      {
        name: 'LOC-23-0412',
        status: 'Denied',
        salesStatus: null,
        milestone: 'Closed',
        ageDays: 820,
        amount: 1500000,
      },
      {
        name: 'LOC-25-1107',
        status: 'Approval',
        salesStatus: 'Approved',
        milestone: 'Approved',
        ageDays: 120,
        amount: 2500000,
      },
    ],
  },
  {
    id: 'be-ellis-build',
    accountId: 'acct-borrower',
    name: 'Ellis Build Co LLC',
    locs: [
      {
        name: 'LOC-26-0131',
        status: 'In Process',
        salesStatus: 'In Review',
        milestone: 'Underwriting',
        ageDays: 20,
        amount: 1000000,
      },
    ],
  },
  {
    id: 'be-ellis-rentals',
    accountId: 'acct-borrower',
    name: 'Ellis Rentals LLC',
    locs: [
      {
        name: 'LOC-22-0918',
        status: 'Expired',
        salesStatus: null,
        milestone: 'Closed',
        ageDays: 1200,
        amount: 750000,
      },
    ],
  },
  {
    id: 'be-raman-ventures',
    accountId: 'acct-borrower2',
    name: 'Raman Ventures LLC',
    locs: [
      {
        name: 'LOC-25-0822',
        status: 'Conditional Approval',
        salesStatus: 'Approved',
        milestone: 'Approved',
        ageDays: 60,
        amount: 3000000,
      },
    ],
  },
  {
    id: 'be-northgate',
    accountId: 'acct-borrower2',
    name: 'Northgate Homes LLC',
    locs: [
      {
        name: 'LOC-25-0303',
        status: 'Submission Rejected',
        salesStatus: null,
        milestone: 'Closed',
        ageDays: 300,
        amount: 500000,
      },
    ],
  },
  {
    id: 'be-raman-capital',
    accountId: 'acct-borrower2',
    name: 'Raman Capital LLC',
    locs: [
      {
        name: 'LOC-26-0205',
        status: 'Submitted for Large Line Approval',
        salesStatus: 'In Review',
        milestone: 'Credit Committee',
        ageDays: 10,
        amount: 10000000,
      },
    ],
  },
  {
    id: 'be-rv-flip',
    accountId: 'acct-borrower2',
    name: 'RV Flip LLC',
    locs: [
      {
        name: 'LOC-26-0219',
        status: null,
        salesStatus: 'Application Received',
        milestone: 'Application',
        ageDays: 5,
        amount: 800000,
      },
    ],
  },
  {
    id: 'be-brooks',
    accountId: 'acct-lead',
    name: 'Brooks Holdings LLC',
    locs: [
      {
        name: 'LOC-26-0226',
        status: null,
        salesStatus: null,
        milestone: 'New',
        ageDays: 2,
        amount: 400000,
      },
    ],
  },
  {
    id: 'be-brooks-2',
    accountId: 'acct-lead',
    name: 'Brooks Family Homes LLC',
    locs: [
      {
        name: 'LOC-26-0227',
        status: null,
        salesStatus: null,
        milestone: null,
        ageDays: 1,
        amount: 250000,
      },
    ],
  },
];

type BudgetState =
  | 'none'
  /** Budget, no draws yet. */
  | 'no-draws'
  /** Every draw complete, balance left: a new draw is allowed. */
  | 'complete'
  /** Latest draw pending (empty status). */
  | 'pending'
  /** Every item fully drawn: balance 0. */
  | 'fully-drawn';

export interface DealFixture {
  id: string;
  accountId: string;
  entityId: string;
  status: string;
  productType: string;
  nickname: string | null;
  /** [street, city, state, zip]; null: a deal without a property on file. */
  address: [string, string, string, string] | null;
  propertyType: string;
  loanType: string;
  /** Extra properties (portfolio and multifamily deals). */
  extraProperties?: [string, string, string, string][];
  /** Months between funding and the seed anchor (funded deals). */
  fundedMonthsAgo?: number;
  budget: BudgetState;
  uploadedBudgets?: number;
  brokers?: string[];
  documents?: string[];
  /** A fixed appraisal fee (else a drawn one): the deal the card payment is walked on. */
  appraisalAmount?: number;
}

export const PRODUCT_TYPES = [
  'Short Term Finance',
  'NewConstruction',
  'New Construction',
  'FixNFlip',
  'Rental/DSCR',
  'Multifamily',
  'Bridge',
] as const;

export const DEALS: DealFixture[] = [
  // Jordan Ellis (borrower@demo.test)
  {
    id: 'D1001',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-holdings',
    status: 'Quoted Deal',
    productType: 'Bridge',
    nickname: null,
    address: ['1427 Maple Grove Dr', 'Austin', 'TX', '78704'],
    propertyType: 'Single Family',
    loanType: 'Purchase',
    budget: 'none',
    uploadedBudgets: 1,
  },
  {
    id: 'D1002',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-rentals',
    status: 'Submitted Deal',
    productType: 'Rental/DSCR',
    nickname: 'Maple Duplex',
    address: ['2210 E 12th St', 'Austin', 'TX', '78702'],
    propertyType: 'Duplex',
    loanType: 'Cash-Out Refinance',
    budget: 'none',
    brokers: ['acct-broker'],
  },
  {
    id: 'D1003',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-holdings',
    status: 'Application',
    productType: 'Multifamily',
    nickname: null,
    address: ['88 Riverside Blvd', 'San Antonio', 'TX', '78215'],
    propertyType: 'Multifamily 5+',
    loanType: 'Purchase',
    budget: 'none',
  },
  {
    id: 'D1004',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-build',
    status: 'Submitted to Operations',
    productType: 'FixNFlip',
    nickname: 'Cedar Flip',
    address: ['615 Cedar St', 'Round Rock', 'TX', '78664'],
    propertyType: 'Single Family',
    loanType: 'Purchase',
    budget: 'no-draws',
    brokers: ['acct-broker'],
  },
  {
    id: 'D1005',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-build',
    status: 'Borrower Underwriting',
    productType: 'New Construction',
    nickname: null,
    address: ['3302 Hillcrest Ln', 'Georgetown', 'TX', '78626'],
    propertyType: 'Single Family',
    loanType: 'Construction',
    budget: 'no-draws',
    brokers: ['acct-wholesale'],
    // Appraisal ordered, fee not paid yet: the card payment (/dashboard/deal/D1005/credit).
    appraisalAmount: 650,
  },
  {
    id: 'D1006',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-holdings',
    status: 'Approval Approved 1',
    productType: 'Short Term Finance',
    nickname: 'Harbor View',
    address: ['19 Harbor View Ct', 'Corpus Christi', 'TX', '78418'],
    propertyType: 'Townhome',
    loanType: 'Refinance',
    budget: 'none',
  },
  {
    id: 'D1007',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-build',
    status: 'Final Estimate Issued',
    productType: 'NewConstruction',
    nickname: null,
    address: ['7420 Bluebonnet Way', 'Pflugerville', 'TX', '78660'],
    propertyType: 'Single Family',
    loanType: 'Construction',
    budget: 'none',
  },
  {
    id: 'D1008',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-rentals',
    status: 'Clear to Close',
    productType: 'Rental/DSCR',
    nickname: 'Oak St Rental',
    address: ['904 Oak St', 'San Marcos', 'TX', '78666'],
    propertyType: 'Single Family',
    loanType: 'Purchase',
    budget: 'none',
    brokers: ['acct-broker'],
  },
  {
    id: 'D1009',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-build',
    status: 'Funded',
    productType: 'FixNFlip',
    nickname: 'Birch Renovation',
    address: ['1133 Birch Ave', 'Austin', 'TX', '78757'],
    propertyType: 'Single Family',
    loanType: 'Purchase',
    fundedMonthsAgo: 22,
    // Latest draw pending: Draw Status shows a gear, no new-draw form.
    budget: 'pending',
    documents: ['Purchase Contract.pdf', 'Insurance Binder.pdf', 'Scope of Work.pdf'],
  },
  {
    id: 'D1010',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-build',
    status: 'Funded',
    productType: 'New Construction',
    nickname: null,
    address: ['560 Sunset Ridge Dr', 'Leander', 'TX', '78641'],
    propertyType: 'Single Family',
    loanType: 'Construction',
    fundedMonthsAgo: 16,
    // Every draw complete, balance left: the new-draw form (the e2e's draw request).
    budget: 'complete',
    documents: ['Building Permit.pdf'],
  },
  {
    id: 'D1011',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-holdings',
    status: 'Funded',
    productType: 'Multifamily',
    nickname: 'Riverside Apartments',
    address: ['2400 S Congress Ave', 'Austin', 'TX', '78704'],
    propertyType: 'Multifamily 5+',
    loanType: 'Purchase',
    extraProperties: [
      ['2404 S Congress Ave', 'Austin', 'TX', '78704'],
      ['2408 S Congress Ave', 'Austin', 'TX', '78704'],
    ],
    fundedMonthsAgo: 80,
    budget: 'complete',
    documents: ['Rent Roll.pdf', 'Operating Statement.pdf'],
  },
  {
    id: 'D1012',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-rentals',
    status: 'Funded',
    productType: 'Rental/DSCR',
    nickname: null,
    address: ['3815 Speedway', 'Austin', 'TX', '78751'],
    propertyType: 'Fourplex',
    loanType: 'Refinance',
    fundedMonthsAgo: 86,
    budget: 'none',
  },
  {
    id: 'D1013',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-holdings',
    status: 'Funded',
    productType: 'Bridge',
    nickname: 'Elm Bridge Loan',
    address: ['41 Elm St', 'Dallas', 'TX', '75201'],
    propertyType: 'Mixed Use',
    loanType: 'Purchase',
    fundedMonthsAgo: 11,
    budget: 'none',
  },
  {
    id: 'D1014',
    accountId: 'acct-borrower',
    entityId: 'be-ellis-build',
    status: 'Funded',
    productType: 'Short Term Finance',
    nickname: null,
    address: ['1209 Lamar Blvd', 'Austin', 'TX', '78703'],
    propertyType: 'Single Family',
    loanType: 'Refinance',
    fundedMonthsAgo: 8,
    budget: 'fully-drawn',
  },
  // Priya Raman (borrower2@demo.test)
  {
    id: 'D2001',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-ventures',
    status: 'Processing',
    productType: 'Bridge',
    nickname: null,
    address: null,
    propertyType: 'Single Family',
    loanType: 'Purchase',
    budget: 'none',
  },
  {
    id: 'D2002',
    accountId: 'acct-borrower2',
    entityId: 'be-rv-flip',
    status: 'Approval Submitted 1',
    productType: 'FixNFlip',
    nickname: 'Willow Flip',
    address: ['77 Willow Bend Rd', 'Marietta', 'GA', '30068'],
    propertyType: 'Single Family',
    loanType: 'Purchase',
    budget: 'no-draws',
    brokers: ['acct-wholesale'],
  },
  {
    id: 'D2003',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-capital',
    status: 'Property Underwriting',
    productType: 'Multifamily',
    nickname: 'Lakeshore Commons',
    address: ['1550 Lakeshore Dr', 'Savannah', 'GA', '31404'],
    propertyType: 'Multifamily 5+',
    loanType: 'Purchase',
    extraProperties: [['1552 Lakeshore Dr', 'Savannah', 'GA', '31404']],
    budget: 'none',
    brokers: ['acct-broker'],
  },
  {
    id: 'D2004',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-ventures',
    status: 'Approval Submitted 2',
    productType: 'Rental/DSCR',
    nickname: null,
    address: ['318 Ponce de Leon Ave', 'Decatur', 'GA', '30030'],
    propertyType: 'Duplex',
    loanType: 'Cash-Out Refinance',
    budget: 'none',
    uploadedBudgets: 2,
  },
  {
    id: 'D2005',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-ventures',
    status: 'Approval Approved 2',
    productType: 'Short Term Finance',
    nickname: null,
    address: ['2045 Peachtree Rd NW', 'Atlanta', 'GA', '30309'],
    propertyType: 'Condo',
    loanType: 'Refinance',
    budget: 'none',
  },
  {
    id: 'D2006',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-ventures',
    status: 'Funded',
    productType: 'Short Term Finance',
    nickname: 'Pine Street',
    address: ['912 Pine St', 'Atlanta', 'GA', '30308'],
    propertyType: 'Townhome',
    loanType: 'Purchase',
    fundedMonthsAgo: 30,
    budget: 'fully-drawn',
    documents: ['Closing Disclosure.pdf'],
  },
  {
    id: 'D2007',
    accountId: 'acct-borrower2',
    entityId: 'be-northgate',
    status: 'Funded',
    productType: 'NewConstruction',
    nickname: null,
    address: ['48 Northgate Pkwy', 'Alpharetta', 'GA', '30009'],
    propertyType: 'Single Family',
    loanType: 'Construction',
    fundedMonthsAgo: 12,
    budget: 'no-draws',
  },
  {
    id: 'D2008',
    accountId: 'acct-borrower2',
    entityId: 'be-rv-flip',
    status: 'Funded',
    productType: 'FixNFlip',
    nickname: 'Granite Flip',
    address: ['1301 Granite Way', 'Roswell', 'GA', '30075'],
    propertyType: 'Single Family',
    loanType: 'Purchase',
    fundedMonthsAgo: 18,
    budget: 'complete',
    brokers: ['acct-broker'],
  },
  {
    id: 'D2009',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-capital',
    status: 'Funded',
    productType: 'Multifamily',
    nickname: null,
    address: ['600 Broad St', 'Augusta', 'GA', '30901'],
    propertyType: 'Multifamily 5+',
    loanType: 'Refinance',
    fundedMonthsAgo: 74,
    budget: 'none',
    documents: ['Appraisal Report.pdf'],
  },
  {
    id: 'D2010',
    accountId: 'acct-borrower2',
    entityId: 'be-raman-ventures',
    status: 'Funded',
    productType: 'Bridge',
    nickname: null,
    address: ['2750 Buford Hwy NE', 'Atlanta', 'GA', '30324'],
    propertyType: 'Retail',
    loanType: 'Purchase',
    fundedMonthsAgo: 9,
    budget: 'none',
    brokers: ['acct-wholesale'],
  },
  {
    id: 'D2011',
    accountId: 'acct-borrower2',
    entityId: 'be-northgate',
    status: 'Funded',
    productType: 'New Construction',
    nickname: 'Northgate Lot 7',
    address: ['7 Northgate Pkwy', 'Alpharetta', 'GA', '30009'],
    propertyType: 'Single Family',
    loanType: 'Construction',
    fundedMonthsAgo: 14,
    budget: 'pending',
    brokers: ['acct-wholesale'],
  },
];

/**
 * Bank accounts on file. borrower@demo.test has none (the draw request walks through Add New
 * Account); borrower2@demo.test has one (another customer's account for the tests to refuse).
 */
export const BENEFICIARIES = [
  {
    id: 'ben-raman-op',
    accountId: 'acct-borrower2',
    bank_account_name: 'RV Flip LLC',
    bank_account_number: '000123456789',
    bank_account_type: 'Checking',
    bank_instructions: 'Reference the loan number',
    bank_name: 'Truist Bank',
    bank_routing_number: '061000104',
    account_address_street: '303 Peachtree St NE',
    account_address_city: 'Atlanta',
    account_address_state: 'GA',
    account_address_zip: '30308',
  },
];

export const BUDGET_LINES = [
  ['01-100', 'Demolition'],
  ['02-200', 'Foundation'],
  ['03-300', 'Framing'],
  ['04-400', 'Roofing'],
  ['05-500', 'Electrical'],
  ['06-600', 'Plumbing'],
  ['07-700', 'HVAC'],
  ['08-800', 'Drywall'],
  ['09-900', 'Flooring'],
  ['10-100', 'Kitchen'],
  ['11-100', 'Landscaping'],
] as const;

export const GUARANTORS = [
  'Avery Chen',
  'Morgan Patel',
  'Riley Johnson',
  'Casey Nguyen',
  'Jamie Alvarez',
] as const;
