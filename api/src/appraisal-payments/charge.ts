// Paying a deal's appraisal fee by card, charging at most once:
// - one transaction per attempt, holding the deal's row lock from the first check to the recorded
//   result (the gateway is called inside it): attempts at one deal's fee run one after another;
// - a repeat with the same Idempotency-Key — later, or at the same time (it waits for the first
//   to finish) — answers the first attempt's answer without charging (Stripe's semantics);
// - a key replays only its own request: other details under the same key (another deal, card or
//   name) are refused, whatever the first attempt's outcome, compared by a keyed hash;
// - the unique indexes (the key's per account, one live charge per deal fee) hold whatever
//   happens; the gateway gets the key too, so a retry after a crash mid-charge is not charged twice;
// - the amount is the deal's appraisal_amount, never a number from the client.
import {
  CARD_MESSAGES,
  detectCardBrand,
  digitsOnly,
  type AppraisalPayment,
  type AppraisalPaymentResponse,
} from '@lender/contracts';
import { createHmac } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { HttpError } from '../http/errors';
import type { PaymentGateway } from './gateway';

export const PAYMENT_MESSAGES = {
  alreadyPaid: 'The appraisal fee for this deal has already been paid.',
  noFee: 'No appraisal fee is due for this deal.',
  notOrdered:
    'The appraisal for this deal has not been ordered yet: its fee can be paid once it is ordered.',
  completed: 'The appraisal for this deal is already completed: no fee is due by card.',
  inProgress: 'A payment of this fee is already being processed. Please wait a moment.',
  keyReused: 'This Idempotency-Key was already used for a payment with other details.',
  gatewayError: 'The payment could not be processed right now. Please try again later.',
} as const;

const PURPOSE = 'appraisal';

interface AppraisalState {
  appraisal_ordered_date: string | null;
  appraisal_completed_date: string | null;
}

const isSet = (date: string | null): boolean => Boolean(date?.trim());

/**
 * Why the appraisal's fee may not be paid now, or null: the portal offers the card form only while
 * the appraisal is Pending Payment (ordered, not completed, not paid — spec §4), and so does the
 * server, whatever a client sends.
 */
function appraisalNotPayable(deal: AppraisalState): string | null {
  if (!isSet(deal.appraisal_ordered_date)) return PAYMENT_MESSAGES.notOrdered;
  if (isSet(deal.appraisal_completed_date)) return PAYMENT_MESSAGES.completed;
  return null;
}
const conflict = (message: string) => new HttpError(409, message);

/**
 * The fingerprint of a card request: an HMAC (keyed with the server's secret, so the card number
 * cannot be recovered from it by trying numbers) of every field but the security code, which is
 * never kept in any form.
 */
export function cardRequestHash(card: AppraisalPayment, secret: string): string {
  const { CardSecurity: _cvc, ...details } = card;
  const canonical = JSON.stringify(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)));
  return createHmac('sha256', secret).update(`card-request:${canonical}`).digest('hex');
}

export interface ChargeInput {
  accountId: string;
  dealId: string;
  card: AppraisalPayment;
  idempotencyKey: string;
  /** cardRequestHash of this request. */
  requestHash: string;
  /** Records a charge's audit row (the gateway's answer, approved or not), in its transaction. */
  audit: (
    trx: Transaction<Database>,
    charge: { status: 'succeeded' | 'failed'; amount: number },
  ) => Promise<void>;
}

export interface ChargeOutcome {
  answer: AppraisalPaymentResponse;
  /** False when the answer is a replay of an earlier attempt. */
  charged: boolean;
  status: 'succeeded' | 'failed';
  amount: number;
}

type AttemptRow = {
  deal_id: string | null;
  request_hash: string | null;
  status: 'pending' | 'succeeded' | 'failed';
  message: string | null;
  amount: number;
};

function replay(row: AttemptRow, dealId: string, requestHash: string): ChargeOutcome {
  const sameRequest =
    row.deal_id === dealId && (row.request_hash === null || row.request_hash === requestHash);
  if (!sameRequest) throw new HttpError(422, PAYMENT_MESSAGES.keyReused);
  // A row is 'pending' only inside its own attempt's transaction; one stored by an earlier
  // version that stopped mid-charge is left for the lender to settle.
  if (row.status === 'pending') throw conflict(PAYMENT_MESSAGES.inProgress);
  const succeeded = row.status === 'succeeded';
  return {
    answer: succeeded
      ? { success: true, message: CARD_MESSAGES.success }
      : { success: false, message: row.message ?? CARD_MESSAGES.failure },
    charged: false,
    status: row.status,
    amount: row.amount,
  };
}

const findAttempt = (db: Kysely<Database>, accountId: string, key: string) =>
  db
    .selectFrom('card_transactions')
    .select(['deal_id', 'request_hash', 'status', 'message', 'amount'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

export async function payAppraisalFee(
  db: Kysely<Database>,
  gateway: PaymentGateway,
  input: ChargeInput,
  onGatewayError: (error: unknown) => void,
): Promise<ChargeOutcome> {
  const { accountId, dealId, card, idempotencyKey, requestHash } = input;
  return db.transaction().execute(async (trx) => {
    const deal = await trx
      .selectFrom('deals')
      .select([
        'appraisal_paid',
        'appraisal_amount',
        'appraisal_ordered_date',
        'appraisal_completed_date',
      ])
      .where('id', '=', dealId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const earlier = await findAttempt(trx, accountId, idempotencyKey);
    if (earlier) return replay(earlier, dealId, requestHash);
    if (deal.appraisal_paid) throw conflict(PAYMENT_MESSAGES.alreadyPaid);
    const notPayable = appraisalNotPayable(deal);
    if (notPayable) throw conflict(notPayable);
    const amount = deal.appraisal_amount;
    if (amount === null || !(amount > 0)) throw conflict(PAYMENT_MESSAGES.noFee);

    const number = digitsOnly(card.CardNumber);
    const brand = detectCardBrand(number);
    const last4 = number.slice(-4);
    const inserted = await trx
      .insertInto('card_transactions')
      .values({
        account_id: accountId,
        deal_id: dealId,
        purpose: PURPOSE,
        brand,
        last4,
        amount,
        status: 'pending',
        gateway: gateway.name,
        idempotency_key: idempotencyKey,
        request_hash: requestHash,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      // The same key, used at the same moment for another deal (whose lock this one does not
      // hold): its insert finished first; answer as for any key reused for another deal.
      const twin = await findAttempt(trx, accountId, idempotencyKey);
      if (twin) return replay(twin, dealId, requestHash);
      throw conflict(PAYMENT_MESSAGES.inProgress);
    }

    let result;
    try {
      result = await gateway.charge({
        amount,
        brand,
        last4,
        cardNumber: number,
        cvc: card.CardSecurity,
        exp: { month: card.ExpMonth.padStart(2, '0'), year: card.ExpYear },
        idempotencyKey,
      });
    } catch (error) {
      onGatewayError(error);
      result = { approved: false, reference: null, message: PAYMENT_MESSAGES.gatewayError };
    }

    const status = result.approved ? 'succeeded' : 'failed';
    await trx
      .updateTable('card_transactions')
      .set({ status, gateway_ref: result.reference, message: result.message })
      .where('id', '=', inserted.id)
      .execute();
    if (result.approved)
      await trx
        .updateTable('deals')
        .set({ appraisal_paid: true, updated_at: new Date() })
        .where('id', '=', dealId)
        .execute();
    await input.audit(trx, { status, amount });
    return {
      answer: result.approved
        ? { success: true, message: CARD_MESSAGES.success }
        : { success: false, message: result.message },
      charged: true,
      status,
      amount,
    } satisfies ChargeOutcome;
  });
}
