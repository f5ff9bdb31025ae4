// Make a Payment (spec §2, §7): GET makepayment gives the external payment page, opened in a new
// tab; a failure is silent (§8).
import { ApiError, BAD_RESPONSE_MESSAGE, getJson } from '@lender/shared';
import type { MakePaymentResponse } from '@lender/contracts';

/** GET makepayment: the URL of the external payment page. */
export const fetchPaymentUrl = async (): Promise<string> => {
  const body = await getJson<MakePaymentResponse | null>('makepayment');
  if (!body || typeof body.url !== 'string' || body.url === '') {
    throw new ApiError(200, BAD_RESPONSE_MESSAGE, { error: 'Empty response', body });
  }
  return body.url;
};

/**
 * Opens the payment page in a new tab once its URL is known, so a failed call opens nothing (no
 * empty tab). Browsers let a page open a tab within a few seconds of the click that asked for it.
 */
export async function openPaymentPage(): Promise<void> {
  try {
    window.open(await fetchPaymentUrl(), '_blank', 'noopener,noreferrer');
  } catch {
    // Payment link failure: silent by design.
  }
}
