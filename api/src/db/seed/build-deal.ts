// Turns a deal fixture into rows: the deal, its budget and draws, payments and documents.
// Pure (the PRNG is passed in), so the seed is the same everywhere for one anchor date.
import type { Insertable } from 'kysely';
import { PIPELINE_STAGES } from '@lender/contracts';
import type {
  BudgetItemsTable,
  BudgetSublotsTable,
  DealsTable,
  DocumentsTable,
  DrawItemsTable,
  DrawsTable,
  UploadedBudgetsTable,
} from '../types';
import { addDays, addMonths } from './dates';
import { BUDGET_LINES, type DealFixture } from './fixtures';
import { generatePaymentHistory, lastBalance, type PaymentRow } from './payments';
import { cents, type Rng } from './prng';

export interface DealRows {
  deal: Insertable<DealsTable>;
  budget: { id: string; deal_id: string } | null;
  sublots: Insertable<BudgetSublotsTable>[];
  items: Insertable<BudgetItemsTable>[];
  draws: Insertable<DrawsTable>[];
  drawItems: Insertable<DrawItemsTable>[];
  payments: PaymentRow[];
  documents: Insertable<DocumentsTable>[];
  uploadedBudgets: Insertable<UploadedBudgetsTable>[];
}

const SHORT_TERM = new Set([
  'Short Term Finance',
  'NewConstruction',
  'New Construction',
  'FixNFlip',
  'Bridge',
]);

const PRODUCT_LABEL: Record<string, string> = {
  'Short Term Finance': 'Short Term Finance',
  NewConstruction: 'Ground-Up Construction',
  'New Construction': 'Ground-Up Construction',
  FixNFlip: 'Fix & Flip',
  'Rental/DSCR': 'DSCR Rental',
  Multifamily: 'Multifamily Bridge',
  Bridge: 'Bridge Loan',
};

const AMOUNT_RANGE: Record<string, [number, number]> = {
  'Short Term Finance': [200, 700],
  NewConstruction: [350, 900],
  'New Construction': [350, 900],
  FixNFlip: [150, 450],
  'Rental/DSCR': [150, 600],
  Multifamily: [1500, 6000],
  Bridge: [300, 1200],
};

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const fixedOr = (fixed: number | undefined, drawn: number): number => fixed ?? drawn;

const formatAddress = (a: readonly [string, string, string, string]) =>
  `${a[0]}, ${a[1]}, ${a[2]} ${a[3]}`;

interface Context {
  rng: Rng;
  anchor: string;
  legalName: string;
  entityName: string;
  repId: string | null;
}

function buildBudget(fixture: DealFixture, ctx: Context, fundedOn: string | null) {
  const { rng } = ctx;
  const budgetId = `bud-${fixture.id}`;
  const lotCount = fixture.productType.includes('Construction') ? 2 : 1;
  const sublots: Insertable<BudgetSublotsTable>[] = [];
  const items: (Insertable<BudgetItemsTable> & { id: string; sublot: string; budget: number })[] =
    [];
  for (let lot = 1; lot <= lotCount; lot += 1) {
    const sublotId = `${budgetId}-s${lot}`;
    sublots.push({
      id: sublotId,
      budget_id: budgetId,
      sublot: String(lot),
      sublot_name: lotCount > 1 ? `Lot ${lot}` : 'Main',
      sort_order: lot,
    });
    const lines = BUDGET_LINES.filter(() => rng.chance(0.75));
    lines.forEach(([code, name], index) => {
      items.push({
        id: `${sublotId}-i${index + 1}`,
        sublot_id: sublotId,
        sublot: String(lot),
        code,
        name,
        budget: rng.int(10, 120) * 500,
        invoiced: 0,
        sort_order: index + 1,
      });
    });
  }

  const drawCount = { none: 0, 'no-draws': 0, complete: 3, pending: 3, 'fully-drawn': 3 }[
    fixture.budget
  ];
  const remaining = new Map(items.map((item) => [item.id, item.budget]));
  const draws: Insertable<DrawsTable>[] = [];
  const drawItems: Insertable<DrawItemsTable>[] = [];
  const start = fundedOn ?? addDays(ctx.anchor, -90);
  for (let n = 1; n <= drawCount; n += 1) {
    const drawId = `drw-${fixture.id}-${n}`;
    const last = n === drawCount;
    const pending = fixture.budget === 'pending' && last;
    draws.push({
      id: drawId,
      deal_id: fixture.id,
      project_name: fixture.nickname ?? fixture.address?.[0] ?? null,
      status: pending ? '' : 'Complete',
      draw_date: addMonths(start, n * 2, rng.int(2, 26)),
      lockbox_access_code: String(rng.int(1000, 999999)),
      beneficiary_id: null,
      inspection_start_date: null,
      inspection_end_date: null,
    });
    for (const item of items) {
      const left = remaining.get(item.id) ?? 0;
      const share =
        fixture.budget === 'fully-drawn' && last ? left : cents(left * (rng.int(15, 40) / 100));
      if (share <= 0) continue;
      remaining.set(item.id, cents(left - share));
      drawItems.push({
        draw_id: drawId,
        budget_item_id: item.id,
        sublot: item.sublot,
        code: item.code,
        name: item.name,
        amount: share,
      });
      if (!pending) item.invoiced = cents(Number(item.invoiced ?? 0) + share);
    }
  }
  const total = items.reduce((sum, item) => sum + item.budget, 0);
  const invoiced = items.reduce((sum, item) => sum + Number(item.invoiced ?? 0), 0);
  return {
    budget: { id: budgetId, deal_id: fixture.id },
    sublots,
    items: items.map(({ sublot: _sublot, ...item }) => item),
    draws,
    drawItems,
    total,
    remaining: cents(total - invoiced),
  };
}

export function buildDeal(fixture: DealFixture, ctx: Context): DealRows {
  const { rng, anchor } = ctx;
  const funded = fixture.status === 'Funded';
  const stage = funded ? PIPELINE_STAGES.length : PIPELINE_STAGES.indexOf(fixture.status);
  if (stage < 0) throw new Error(`Unknown status ${fixture.status}`);
  const [low, high] = AMOUNT_RANGE[fixture.productType] ?? [200, 800];
  const loanAmount = rng.int(low, high) * 1000;
  const shortTerm = SHORT_TERM.has(fixture.productType);
  const rate = shortTerm ? 9.5 + rng.int(0, 24) * 0.125 : 6.875 + rng.int(0, 13) * 0.125;
  const fundedOn = funded
    ? addMonths(anchor, -(fixture.fundedMonthsAgo ?? 12), rng.int(3, 27))
    : null;
  const impound = shortTerm ? 0 : cents(loanAmount * 0.0018);
  const reserve = fixture.productType === 'Multifamily' ? 250 : 0;

  const budget = fixture.budget === 'none' ? null : buildBudget(fixture, ctx, fundedOn);
  const holdback = budget?.total ?? 0;
  const payments = fundedOn
    ? generatePaymentHistory(
        {
          dealId: fixture.id,
          amount: loanAmount,
          rate,
          amortMonths: shortTerm ? null : 360,
          fundedOn,
          until: anchor,
          impound,
          reserve,
        },
        rng,
      )
    : [];

  const appraisalOrdered = stage >= 5 ? addDays(anchor, -60 + stage) : null;
  const maturity = fundedOn
    ? addMonths(
        fundedOn,
        shortTerm
          ? (fixture.fundedMonthsAgo ?? 12) + rng.int(3, 9)
          : fixture.productType === 'Multifamily'
            ? 120
            : 360,
      )
    : null;

  const deal: Insertable<DealsTable> = {
    id: fixture.id,
    account_id: fixture.accountId,
    borrowing_entity_id: fixture.entityId,
    rep_id: ctx.repId,
    nickname: fixture.nickname,
    address: fixture.address ? formatAddress(fixture.address) : null,
    street: fixture.address?.[0] ?? null,
    city: fixture.address?.[1] ?? null,
    state: fixture.address?.[2] ?? null,
    zip: fixture.address?.[3] ?? null,
    loan_number: stage >= 2 ? `LN-${fixture.id.slice(1)}` : null,
    number: `OPP-${fixture.id.slice(1)}`,
    product: PRODUCT_LABEL[fixture.productType] ?? fixture.productType,
    product_type: fixture.productType,
    type: fixture.loanType,
    property_type: fixture.propertyType,
    status: fixture.status,
    status_date: fundedOn ?? addDays(anchor, -rng.int(1, 30)),
    loan_amount: loanAmount,
    amount: loanAmount - holdback > 0 ? loanAmount - holdback : loanAmount,
    rate,
    maturity_date: maturity,
    loan_sign_date: fundedOn ?? (fixture.status === 'Clear to Close' ? addDays(anchor, 7) : null),
    next_payment_date: fundedOn ? addMonths(anchor, 1, 1) : null,
    principal_balance: fundedOn ? lastBalance(payments, loanAmount) : null,
    t_i_escrow_balance: fundedOn ? cents(impound * rng.int(2, 6)) : null,
    suspense_balance: fundedOn ? (rng.chance(0.3) ? cents(rng.int(50, 600)) : 0) : null,
    interest_reserves:
      fundedOn && fixture.productType.includes('Construction')
        ? rng.int(15, 40) * 1000
        : fundedOn
          ? 0
          : null,
    legal_name: ctx.legalName,
    remaining_escrow: budget ? budget.remaining : 0,
    construction: budget !== null,
    borrowing_entity_name: ctx.entityName,
    appraisal_ordered_date: appraisalOrdered ?? (funded ? addDays(fundedOn as string, -40) : null),
    appraisal_completed_date:
      stage >= 8
        ? funded
          ? addDays(fundedOn as string, -25)
          : addDays(anchor, -20 + stage)
        : null,
    appraisal_paid: stage >= 6,
    // Drawn even when the fixture fixes it, so the rest of the seed stays the same.
    appraisal_amount: fixedOr(fixture.appraisalAmount, rng.int(9, 18) * 50),
    title_ordered_date: stage >= 7 ? addDays(anchor, -45 + stage) : null,
    title_completed_date: stage >= 11 ? addDays(anchor, -10) : null,
    inspection_ordered_date: stage >= 9 ? addDays(anchor, -30 + stage) : null,
    inspection_completed_date: stage >= 12 ? addDays(anchor, -5) : null,
  };

  const documents = (fixture.documents ?? []).map((name, index): Insertable<DocumentsTable> => {
    const id = `doc-${fixture.id}-${index + 1}`;
    const ext = name.split('.').pop() ?? '';
    return {
      id,
      deal_id: fixture.id,
      uploaded_by: fixture.accountId,
      name,
      storage_key: `deals/${fixture.id}/${id}`,
      content_type: CONTENT_TYPES[ext] ?? 'application/octet-stream',
      size_bytes: rng.int(40, 900) * 1024,
      created_at: `${addDays(anchor, -rng.int(5, 300))}T15:00:00Z`,
    };
  });
  const uploadedBudgets = Array.from({ length: fixture.uploadedBudgets ?? 0 }, (_, index) => ({
    id: `upb-${fixture.id}-${index + 1}`,
    deal_id: fixture.id,
    file_name: `Budget Template v${index + 1}.xlsx`,
    storage_key: `budgets/${fixture.id}/upb-${fixture.id}-${index + 1}`,
    size_bytes: rng.int(20, 80) * 1024,
    uploaded_by: fixture.accountId,
  }));

  return {
    deal,
    budget: budget?.budget ?? null,
    sublots: budget?.sublots ?? [],
    items: budget?.items ?? [],
    draws: budget?.draws ?? [],
    drawItems: budget?.drawItems ?? [],
    payments,
    documents,
    uploadedBudgets,
  };
}
