// Make a Payment (spec §2, §7): GET makepayment gives the external payment page, opened in a new
// tab. §8 kept failures silent; the portal now says why the page did not open, where the user
// clicked: a refusal in the server's words (a 403 while an employee views an account), anything
// else a short retry message.
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

export const PAYMENT_MESSAGES = {
  /** While an employee views another user's account (the server refuses with 403). */
  viewing: 'Payments cannot be made while you are viewing another user’s account.',
  /** Any other failure: the call failed or answered no URL. */
  failed: 'The payment page could not be opened. Please try again later.',
  /** The page opened (said where the user clicked: the new tab may open behind). */
  opened: 'The payment page opened in a new tab.',
} as const;

/** Why a failed call opened nothing: the server's refusal (403) in its words, else the retry text. */
const paymentFailureMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 403
    ? PAYMENT_MESSAGES.viewing
    : PAYMENT_MESSAGES.failed;

/**
 * Opens the payment page in a new tab once its URL is known, so a failed call opens nothing (no
 * empty tab). Browsers let a page open a tab within a few seconds of the click that asked for it.
 * Answers what to tell the user.
 */
export async function openPaymentPage(): Promise<{ ok: boolean; message: string }> {
  try {
    window.open(await fetchPaymentUrl(), '_blank', 'noopener,noreferrer');
    return { ok: true, message: PAYMENT_MESSAGES.opened };
  } catch (error) {
    return { ok: false, message: paymentFailureMessage(error) };
  }
}
