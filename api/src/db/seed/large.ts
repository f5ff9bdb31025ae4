// A large data set for benchmarks: one broker brokering `count` deals of one customer, and one of
// that customer's loans with a 30-year payment history.
import type { Insertable, Kysely } from 'kysely';
import { CUSTOMER_ACCOUNT_TYPE, PIPELINE_STAGES } from '@lender/contracts';
import { hashPassword } from '../../auth/password';
import type { Database, DealsTable } from '../types';
import { addDays, addMonths } from './dates';
import { DEMO_PASSWORD, PRODUCT_TYPES } from './fixtures';
import { insertChunked } from './demo';
import { generatePaymentHistory, lastBalance } from './payments';
import { createRng } from './prng';

export const LARGE_BROKER_EMAIL = 'broker-large@demo.test';
const LARGE_BORROWER_EMAIL = 'borrower-large@demo.test';
/** The large borrower's loan funded 30 years before the anchor, with every month's payments. */
export const LONG_HISTORY_DEAL_ID = 'L-30YR';
const LONG_HISTORY_AMOUNT = 420_000;

const STREETS = [
  'Oak',
  'Pine',
  'Maple',
  'Cedar',
  'Elm',
  'Walnut',
  'Hickory',
  'Willow',
  'Magnolia',
  'Chestnut',
];
const CITIES: [string, string, string][] = [
  ['Austin', 'TX', '787'],
  ['Atlanta', 'GA', '303'],
  ['Denver', 'CO', '802'],
  ['Nashville', 'TN', '372'],
  ['Phoenix', 'AZ', '850'],
  ['Charlotte', 'NC', '282'],
  ['Tampa', 'FL', '336'],
  ['Columbus', 'OH', '432'],
];

export async function generateLarge(
  db: Kysely<Database>,
  count: number,
  options: { anchor: string; scryptLogN: number },
): Promise<void> {
  const rng = createRng(4242);
  const hash = await hashPassword(DEMO_PASSWORD, options.scryptLogN);
  const statuses = [...PIPELINE_STAGES, 'Funded'];
  const deals: Insertable<DealsTable>[] = [];
  for (let i = 1; i <= count; i += 1) {
    const [city, state, zipPrefix] = rng.pick(CITIES);
    const street = `${rng.int(10, 9999)} ${rng.pick(STREETS)} ${rng.pick(['St', 'Ave', 'Dr', 'Ln', 'Ct'])}`;
    const zip = `${zipPrefix}${String(rng.int(1, 99)).padStart(2, '0')}`;
    const status = i % 2 === 0 ? 'Funded' : (statuses[i % statuses.length] ?? 'Application');
    const funded = status === 'Funded';
    const loanAmount = rng.int(150, 1500) * 1000;
    const productType = rng.pick(PRODUCT_TYPES);
    const fundedOn = funded ? addMonths(options.anchor, -rng.int(1, 48), rng.int(1, 28)) : null;
    deals.push({
      id: `L${String(i).padStart(6, '0')}`,
      account_id: 'acct-large-borrower',
      borrowing_entity_id: 'be-large',
      nickname: rng.chance(0.4) ? `${rng.pick(STREETS)} Project ${i}` : null,
      address: `${street}, ${city}, ${state} ${zip}`,
      street,
      city,
      state,
      zip,
      loan_number: `LN-L${i}`,
      number: `OPP-L${i}`,
      product: productType,
      product_type: productType,
      type: 'Purchase',
      property_type: 'Single Family',
      status,
      status_date: fundedOn ?? addDays(options.anchor, -rng.int(1, 60)),
      loan_amount: loanAmount,
      amount: loanAmount,
      rate: 9 + rng.int(0, 24) * 0.125,
      maturity_date: fundedOn ? addMonths(fundedOn, 24) : null,
      loan_sign_date: fundedOn,
      next_payment_date: fundedOn ? addMonths(options.anchor, 1, 1) : null,
      principal_balance: fundedOn ? loanAmount : null,
      legal_name: 'Morgan Large',
      remaining_escrow: 0,
      borrowing_entity_name: 'Large Portfolio LLC',
    });
  }

  const longFundedOn = addMonths(options.anchor, -360, 1);
  const longHistoryDeal: Insertable<DealsTable> = {
    id: LONG_HISTORY_DEAL_ID,
    account_id: 'acct-large-borrower',
    borrowing_entity_id: 'be-large',
    nickname: 'Thirty-Year Rental',
    address: '88 Cedar St, Austin, TX 78701',
    street: '88 Cedar St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    loan_number: 'LN-L30',
    number: 'OPP-L30',
    product: 'Rental/DSCR',
    product_type: 'Rental/DSCR',
    type: 'Refinance',
    property_type: 'Single Family',
    status: 'Funded',
    status_date: longFundedOn,
    loan_amount: LONG_HISTORY_AMOUNT,
    amount: LONG_HISTORY_AMOUNT,
    rate: 7.25,
    maturity_date: addMonths(longFundedOn, 360),
    loan_sign_date: longFundedOn,
    next_payment_date: addMonths(options.anchor, 1, 1),
    principal_balance: 0,
    legal_name: 'Morgan Large',
    remaining_escrow: 0,
    borrowing_entity_name: 'Large Portfolio LLC',
  };
  const longHistory = generatePaymentHistory(
    {
      dealId: LONG_HISTORY_DEAL_ID,
      amount: LONG_HISTORY_AMOUNT,
      rate: 7.25,
      amortMonths: 360,
      fundedOn: longFundedOn,
      until: options.anchor,
      impound: 410,
      reserve: 0,
    },
    rng,
  );
  longHistoryDeal.principal_balance = lastBalance(longHistory, LONG_HISTORY_AMOUNT);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values([
        {
          id: 'acct-large-broker',
          email: LARGE_BROKER_EMAIL,
          name: 'Bailey Large',
          password_hash: hash,
          account_type: 'BrokerAccount',
        },
        {
          id: 'acct-large-borrower',
          email: LARGE_BORROWER_EMAIL,
          name: 'Morgan Large',
          password_hash: hash,
          account_type: CUSTOMER_ACCOUNT_TYPE,
        },
      ])
      .execute();
    await trx
      .insertInto('borrowing_entities')
      .values({ id: 'be-large', account_id: 'acct-large-borrower', name: 'Large Portfolio LLC' })
      .execute();
    await insertChunked(trx, 'deals', deals);
    // The customer's own loan: not in the broker's book.
    await insertChunked(trx, 'deals', [longHistoryDeal]);
    await insertChunked(trx, 'payments', longHistory);
    await insertChunked(
      trx,
      'broker_deals',
      deals.map((deal) => ({ account_id: 'acct-large-broker', deal_id: deal.id as string })),
      2000,
    );
    await trx
      .insertInto('audit_log')
      .values({
        action: 'seed.large',
        entity: 'database',
        details: JSON.stringify({ deals: count }),
      })
      .execute();
  });
}
