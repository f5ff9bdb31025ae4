// Test data: deals, budgets, draws and bank accounts as the API sends them.
import type { BeneficiaryAccount, Budget, DealDetail, Draw } from '@lender/contracts';

export const dealDetail = (overrides: Partial<DealDetail> = {}): DealDetail => ({
  id: 'D7',
  loanNumber: 'LN-7007',
  address: '88 Birch Ln',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  type: 'Construction',
  property: { type: 'Single Family' },
  rate: 11,
  nextPaymentDate: '2026-04-01',
  loan_amount: 400000,
  principalBalance: 380000,
  tIEscrowBalance: 0,
  suspenseBalance: 0,
  interestReserves: 0,
  status: 'Funded',
  properties: [],
  rep: null,
  nickname: 'Birch Build',
  productType: 'New Construction',
  locStatus: [],
  borrowingEntities: [],
  acctLoc: null,
  appraisal: { OrderedDate: null, CompletedDate: null, Paid: 'false' },
  appraisal_amount: null,
  title: { OrderedDate: null, CompletedDate: null },
  inspection: { OrderedDate: null, CompletedDate: null },
  dealBudget: { totalBudget: 100000, totalInvoiced: 40000, totalBalance: 60000 },
  uploadedBudgets: 0,
  ...overrides,
});

/** Two sublots: Lot 1 (foundation, framing) and Lot 2 (roofing). */
export const budget = (overrides: Partial<Budget> = {}): Budget => ({
  sublots: [
    {
      sublot: 'L1',
      sublotName: 'Lot 1',
      items: [
        {
          id: 'i-found',
          code: '0100',
          name: 'Foundation',
          budget: 20000,
          invoiced: 15000,
          amount: 0,
          balance: 5000,
        },
        {
          id: 'i-frame',
          code: '0200',
          name: 'Framing',
          budget: 30000,
          invoiced: 10000,
          amount: 0,
          balance: 20000,
        },
      ],
    },
    {
      sublot: 'L2',
      sublotName: 'Lot 2',
      items: [
        {
          id: 'i-roof',
          code: '0300',
          name: 'Roofing',
          budget: 50000,
          invoiced: 15000,
          amount: 0,
          balance: 35000,
        },
      ],
    },
  ],
  totalBalance: 60000,
  ...overrides,
});

export const draw = (overrides: Partial<Draw> = {}): Draw => {
  const items = [
    { budgetItem: 'i-found', sublot: 'L1', code: '0100', name: 'Foundation', value: 15000 },
    { budgetItem: 'i-roof', sublot: 'L2', code: '0300', name: 'Roofing', value: 15000 },
  ];
  return {
    id: 'dr-1',
    date: '2026-01-10',
    status: 'Paid',
    projectName: 'Birch Build',
    sublots: [
      { sublot: 'L1', sublotName: 'Lot 1', items: [items[0]!] },
      { sublot: 'L2', sublotName: 'Lot 2', items: [items[1]!] },
    ],
    items,
    ...overrides,
  };
};

/** Two complete draws: Foundation and Roofing, then Framing. */
export const draws = (): Draw[] => [
  draw(),
  draw({
    id: 'dr-2',
    date: '2026-02-20',
    sublots: [
      {
        sublot: 'L1',
        sublotName: 'Lot 1',
        items: [
          { budgetItem: 'i-frame', sublot: 'L1', code: '0200', name: 'Framing', value: 10000 },
        ],
      },
    ],
    items: [{ budgetItem: 'i-frame', sublot: 'L1', code: '0200', name: 'Framing', value: 10000 }],
  }),
];

export const beneficiary = (overrides: Partial<BeneficiaryAccount> = {}): BeneficiaryAccount => ({
  id: 'ben-1',
  bank_account_number: '••••6789',
  bank_account_type: 'Checking',
  bank_instructions: 'Reference the loan number',
  bank_name: 'Frost Bank',
  bank_routing_number: '114000093',
  account_address_city: 'San Antonio',
  account_address_state: 'TX',
  account_address_street: '111 W Houston St',
  account_address_zip: '78205',
  bank_account_name: 'Birch Build LLC',
  ...overrides,
});
