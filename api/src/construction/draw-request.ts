// A new draw request, checked against the database as it is at that moment:
// - in one transaction that first locks the deal's row (SELECT … FOR UPDATE), so two submissions
//   for one deal run their checks one after the other and the second sees the first's draw;
// - a new draw only on a deal whose construction page offers the form (the contracts'
//   constructionView: not a funded Multifamily deal, nor one still at the budget template), when
//   every earlier draw is complete and the budget has balance left;
// - each line on an item of this deal's budget (cost code matching), its amount at most the
//   item's remaining balance as computed here (the client's `balance` is not trusted);
// - the partial unique index draws_one_pending_per_deal_idx (0010) is the invariant underneath:
//   should two inserts ever meet, one does nothing and answers the same 409.
import {
  DRAW_MESSAGES,
  addIsoDays,
  canRequestDraw,
  constructionView,
  drawLineError,
  inspectionStartsFor,
  isDrawComplete,
  type DrawRequest,
} from '@lender/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types';
import { DEAL_NOT_FOUND } from '../deals/access';
import { badRequest, HttpError, notFound } from '../http/errors';
import { loadBudget } from './budget';

const conflict = (message: string) => new HttpError(409, message);

/** How far from today (the server's UTC date) an inspection may start; a day back allows for time zones. */
const INSPECTION_START_WINDOW = { daysBack: 1, daysAhead: 365 } as const;

const isStartInWindow = (start: string, today: string): boolean =>
  start >= addIsoDays(today, -INSPECTION_START_WINDOW.daysBack) &&
  start <= addIsoDays(today, INSPECTION_START_WINDOW.daysAhead);

/** The inspection start is a day the borrower can mean: not in the past, not over a year out. */
function checkInspectionStart(start: string, today: string): void {
  if (!isStartInWindow(start, today)) throw badRequest(DRAW_MESSAGES.inspectionStartRange);
}

/**
 * The inspection window of a request: with a start, the start must be in the window (the schema
 * already tied the end to it); without one (§3's payload), the end date alone must be the end of
 * a window whose start is in the window. Answers the start to store (null when none was sent).
 */
export function checkInspectionWindow(
  window: { inspection_start_date?: string | undefined; inspection_end_date: string },
  today: string,
): string | null {
  const start = window.inspection_start_date;
  if (start !== undefined) {
    checkInspectionStart(start, today);
    return start;
  }
  if (!inspectionStartsFor(window.inspection_end_date).some((s) => isStartInWindow(s, today)))
    throw badRequest(DRAW_MESSAGES.inspectionStartRange);
  return null;
}

/** True when the bank account is one of the account's own. */
export async function ownsBeneficiary(
  db: Kysely<Database>,
  accountId: string,
  beneficiaryId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('beneficiaries')
    .select('id')
    .where('id', '=', beneficiaryId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewDraw {
  request: DrawRequest;
  accountId: string;
  now: Date;
  /** Records the draw's audit row, in the draw's transaction. */
  audit: (trx: Transaction<Database>, drawId: string) => Promise<void>;
}

/** Inserts the draw (status '' = pending) and its items; answers its id or throws an HttpError. */
export async function requestDraw(db: Kysely<Database>, input: NewDraw): Promise<string> {
  const { request, accountId, now } = input;
  const dealId = request.dealid;
  return db.transaction().execute(async (trx) => {
    const deal = await trx
      .selectFrom('deals')
      .select(['id', 'nickname', 'street', 'status', 'product_type', 'type'])
      .where('id', '=', dealId)
      .forUpdate()
      .executeTakeFirst();
    if (!deal) throw notFound(DEAL_NOT_FOUND);
    const view = constructionView({ ...deal, productType: deal.product_type });
    if (view === 'contact-analyst') throw conflict(DRAW_MESSAGES.contactAnalyst);
    if (view === 'budget-upload') throw conflict(DRAW_MESSAGES.notFundedYet);

    const draws = await trx
      .selectFrom('draws')
      .select('status')
      .where('deal_id', '=', dealId)
      .execute();
    if (!draws.every(isDrawComplete)) throw conflict(DRAW_MESSAGES.pending);
    const budget = await loadBudget(trx, dealId);
    if (!budget) throw conflict(DRAW_MESSAGES.noBudget);
    if (!canRequestDraw(draws, budget.totalBalance)) throw conflict(DRAW_MESSAGES.noBalance);

    const items = new Map(
      budget.sublots.flatMap((sublot) =>
        sublot.items.map((item) => [item.id, { ...item, sublot: sublot.sublot }] as const),
      ),
    );
    const lines = request.lineItems.map((line) => {
      const item = items.get(line.budgetItem);
      if (!item) throw badRequest(DRAW_MESSAGES.itemNotInBudget);
      if (item.code !== line.costCode) throw badRequest(DRAW_MESSAGES.costCodeMismatch);
      const error = drawLineError({ amount: line.amount, balance: item.balance });
      if (error) throw badRequest(error);
      return { item, amount: line.amount };
    });

    const inserted = await trx
      .insertInto('draws')
      .values({
        deal_id: dealId,
        project_name: deal.nickname ?? deal.street,
        status: '',
        draw_date: now.toISOString().slice(0, 10),
        lockbox_access_code: request.LockboxAccessCode,
        beneficiary_id: request.BeneficiaryId,
        inspection_start_date: request.inspection_start_date ?? null,
        inspection_end_date: request.inspection_end_date,
        requested_by: accountId,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw conflict(DRAW_MESSAGES.pending);
    await trx
      .insertInto('draw_items')
      .values(
        lines.map(({ item, amount }) => ({
          draw_id: inserted.id,
          budget_item_id: item.id,
          sublot: item.sublot,
          code: item.code,
          name: item.name,
          amount,
        })),
      )
      .execute();
    await input.audit(trx, inserted.id);
    return inserted.id;
  });
}
