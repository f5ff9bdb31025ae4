// Payment link, account history and card payments (spec §7).
import type { MakePaymentResponse } from '../schemas/locs';
import { ApiError } from './apiError';
import { getJson, postJson } from './client';
import { BAD_RESPONSE_MESSAGE, arrayOrAt, isObject } from './responses';

/** GET makepayment: the external payment page (the caller opens it in a new tab). */
export const fetchMakePaymentUrl = async (): Promise<string> => {
  const body = await getJson<MakePaymentResponse | null>('makepayment');
  if (!body || typeof body.url !== 'string' || body.url === '') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body.url;
};

/** One payment of a deal's account history (money as numbers, dates as ISO strings). */
export interface AccountHistoryEntry {
  Source_Type: string;
  Reference?: string | null;
  Date_Received: string | null;
  Due_Date: string | null;
  Total_Amount: number | null;
  To_Principal: number | null;
  To_Interest: number | null;
  Late_Charge: number | null;
  To_Late_Charge: number | null;
  To_Impound: number | null;
  To_Reserve: number | null;
  To_Charges_Principal: number | null;
  To_Prepay: number | null;
  To_Other_Payments: number | null;
  Loan_Balance: number | null;
  [other: string]: unknown;
}

/** POST deals/account-history: the array of payments (also accepted under `payments`). */
export const fetchAccountHistory = async (dealId: string): Promise<AccountHistoryEntry[]> =>
  arrayOrAt<AccountHistoryEntry>(
    await postJson('deals/account-history', { dealid: dealId }),
    'payments',
  );

export interface CardPaymentPayload {
  FirstName: string;
  LastName: string;
  Address: string;
  Address2: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
  Company: string;
  Email: string;
  Phone: string;
  CardNumber: string;
  ExpMonth: string;
  ExpYear: string;
  CardSecurity: string;
  dealId: string;
  CardType: string;
}

export interface CardPaymentResult {
  success: boolean;
  message: string;
}

/**
 * POST process-chargent-order. A declined card is a normal answer (`success: false` with the
 * gateway's message), not an exception; a failed call throws ApiError.
 */
export const processChargentOrder = async (
  payload: CardPaymentPayload,
): Promise<CardPaymentResult> => {
  const body = await postJson<unknown>('process-chargent-order', payload);
  if (!isObject(body)) return { success: false, message: '' };
  return {
    success: body.success === true,
    message: typeof body.message === 'string' ? body.message : '',
  };
};
