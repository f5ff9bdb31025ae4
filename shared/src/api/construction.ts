// Budgets, draws and bank accounts (beneficiaries) of the construction pages (spec §7).
import { getJson, postJson } from './client';
import { arrayAt, expectSuccess, isObject, type SuccessResponse } from './responses';

export interface BudgetItem {
  code: string;
  name: string;
  budget: number;
  balance: number;
  invoiced: number;
  amount: number;
}

export interface BudgetSublot {
  sublot: string;
  sublotName: string;
  items: BudgetItem[];
}

export interface Budget {
  sublots: BudgetSublot[];
  totalBalance: number;
}

/** POST deals/budget: `budget` (sublots, totalBalance). */
export const fetchBudget = async (dealId: string): Promise<Budget> => {
  const body = await postJson<unknown>('deals/budget', { dealid: dealId });
  const budget = isObject(body) ? body.budget : undefined;
  return {
    sublots: arrayAt<BudgetSublot>(budget, 'sublots'),
    totalBalance:
      isObject(budget) && typeof budget.totalBalance === 'number' ? budget.totalBalance : 0,
  };
};

export interface BudgetUploadPayload {
  opportunityid: string;
  budgetfilename: string;
  /** base64 */
  budgetfiledata: string;
}

/** POST deals/budget/new: upload a budget template. */
export const uploadBudget = async (payload: BudgetUploadPayload): Promise<SuccessResponse> =>
  expectSuccess(await postJson<SuccessResponse>('deals/budget/new', payload));

export interface DrawItem {
  code: string;
  name: string;
  value: number;
}

export interface Draw {
  date: string;
  /** '' while the draw is not complete. */
  status: string;
  projectName: string;
  sublots: unknown[];
  items: DrawItem[];
}

/** POST deals/draws (not called for funded multifamily deals). */
export const fetchDraws = async (dealId: string): Promise<Draw[]> =>
  arrayAt<Draw>(await postJson('deals/draws', { dealid: dealId }), 'draws');

export interface DrawLineItem {
  budgetItem: string;
  costCode: string;
  amount: number;
  balance: number;
}

export interface DrawRequestPayload {
  dealid: string;
  LockboxAccessCode: string;
  BeneficiaryId: string;
  lineItems: DrawLineItem[];
  /** YYYY-MM-DD */
  inspection_end_date: string;
}

/** POST deals/draws/new. */
export const requestDraw = async (payload: DrawRequestPayload): Promise<SuccessResponse> =>
  expectSuccess(await postJson<SuccessResponse>('deals/draws/new', payload));

export interface BeneficiaryFields {
  bank_account_number: string;
  bank_account_type: string;
  bank_instructions: string;
  bank_name: string;
  bank_routing_number: string;
  account_address_city: string;
  account_address_state: string;
  account_address_street: string;
  account_address_zip: string;
  bank_account_name: string;
}

export interface Beneficiary extends BeneficiaryFields {
  id: string;
}

/** GET borrower/beneficiaries: the bank accounts. */
export const fetchBeneficiaries = async (): Promise<Beneficiary[]> =>
  arrayAt<Beneficiary>(await getJson('borrower/beneficiaries'), 'accounts');

/** POST borrower/beneficiaries: adds an account; returns the updated list. */
export const addBeneficiary = async (fields: BeneficiaryFields): Promise<Beneficiary[]> =>
  arrayAt<Beneficiary>(
    expectSuccess(await postJson<unknown>('borrower/beneficiaries', fields)),
    'accounts',
  );
