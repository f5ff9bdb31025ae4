// The payment gateway the API charges cards through. Only this call ever sees the card number and
// CVC: nothing stores or logs them (card_transactions keeps brand, last four, amount, status,
// gateway, reference and message).
import type { CardBrand } from '@lender/contracts';

export interface ChargeRequest {
  /** Dollars, two decimals. */
  amount: number;
  brand: CardBrand;
  last4: string;
  cardNumber: string;
  cvc: string;
  exp: { month: string; year: string };
  /** The gateway's own duplicate protection gets the client's key too. */
  idempotencyKey: string;
}

export interface ChargeResult {
  approved: boolean;
  /** The gateway's transaction reference, when it made one. */
  reference: string | null;
  /** Shown to the user on a decline. */
  message: string;
}

export interface PaymentGateway {
  /** Stored in card_transactions.gateway. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}
