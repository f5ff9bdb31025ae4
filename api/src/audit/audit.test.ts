// Every audited write records its audit row in the same transaction as the write: each route's
// row is asserted, and with the audit table out of reach the write fails whole, leaving nothing.
import type { BudgetItem } from '@lender/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { BANK_ACCOUNT, cardForm } from '../test/forms';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';

// Monday 2026-03-16, 15:00 UTC (an inspection may start that day).
const NOW = Date.UTC(2026, 2, 16, 15);
const PDF = Buffer.from('%PDF-1.4\n% audited\n').toString('base64');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { LOAN_LOOKUP_ENABLED: 'true' } });
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql<{ n: number }>>) =>
  Number((await query.execute(t.db)).rows[0]?.n);

const auditRows = (action: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['account_id', 'actor_id', 'action', 'entity', 'entity_id', 'details'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

/** Makes every audit insert fail (the table is renamed away) while `run` runs. */
async function withoutAuditTable<T>(run: () => Promise<T>): Promise<T> {
  await sql`ALTER TABLE audit_log RENAME TO audit_log_away`.execute(t.db);
  try {
    return await run();
  } finally {
    await sql`ALTER TABLE audit_log_away RENAME TO audit_log`.execute(t.db);
  }
}

const post = (token: string | null, url: string, payload: object, headers = {}) =>
  token
    ? t.as(token, { method: 'POST', url: `/lima/api/${url}`, payload, headers })
    : t.app.inject({ method: 'POST', url: `/lima/api/${url}`, payload, headers });

const latestLinkToken = async (to: string) => {
  const { messages } = (await t.app.inject({ method: 'GET', url: '/lima/api/dev/mail' })).json();
  const link = (messages as { to: string; links: string[] }[]).find((m) => m.to === to)?.links[0];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link.slice(link.lastIndexOf('/') + 1);
};

interface AuditedWrite {
  action: string;
  /** Makes the write (called twice: first without the audit table, then with it). */
  write: () => Promise<LightMyRequestResponse>;
  /** The rows the write adds or changes, counted before and after. */
  written: () => Promise<number>;
  /** What the audit row says. */
  row: Record<string, unknown>;
}

async function expectAuditedInTransaction(c: AuditedWrite): Promise<void> {
  const before = await c.written();
  const auditsBefore = (await auditRows(c.action)).length;
  const failed = await withoutAuditTable(c.write);
  expect([c.action, failed.statusCode]).toEqual([c.action, 500]);
  expect([c.action, await c.written()]).toEqual([c.action, before]);

  const done = await c.write();
  expect([c.action, done.statusCode]).toEqual([c.action, 200]);
  expect(await c.written()).toBeGreaterThan(before);
  const rows = await auditRows(c.action);
  expect(rows).toHaveLength(auditsBefore + 1);
  expect(rows.at(-1)).toMatchObject(c.row);
}

describe('audited writes record their row in the write’s transaction', () => {
  it('users/validate: login', async () => {
    await expectAuditedInTransaction({
      action: 'login',
      write: () =>
        post(null, 'users/validate', { username: 'wholesale@demo.test', password: PASSWORD }),
      written: () =>
        count(sql`SELECT count(*) AS n FROM sessions WHERE account_id = 'acct-wholesale'`),
      row: { account_id: 'acct-wholesale', entity: 'account', entity_id: 'acct-wholesale' },
    });
  });

  it('users/logout: logout', async () => {
    const token = await t.login('broker@demo.test');
    await expectAuditedInTransaction({
      action: 'logout',
      write: () => post(token, 'users/logout', {}),
      written: () =>
        count(
          sql`SELECT count(*) AS n FROM sessions WHERE account_id = 'acct-broker' AND revoked_at IS NOT NULL`,
        ),
      row: { account_id: 'acct-broker', entity: 'session' },
    });
  });

  it('users/create-account-route: account.setup_link_sent', async () => {
    await expectAuditedInTransaction({
      action: 'account.setup_link_sent',
      write: () => post(null, 'users/create-account-route', { email: 'newbroker@demo.test' }),
      written: () => count(sql`SELECT count(*) AS n FROM mail_outbox`),
      row: { entity: 'account' },
    });
  });

  it('users/gettoken: password.reset_link_sent, and users/updatepassword through its link', async () => {
    await expectAuditedInTransaction({
      action: 'password.reset_link_sent',
      write: () => post(null, 'users/gettoken', { email: 'broker@demo.test' }),
      written: () => count(sql`SELECT count(*) AS n FROM mail_outbox`),
      row: { account_id: 'acct-broker', entity: 'account' },
    });
    const link = await latestLinkToken('broker@demo.test');
    const passwordChanges = await auditRows('password.reset');
    const changed = await post(link, 'users/updatepassword', {
      email: 'broker@demo.test',
      password: 'Another-pass-2026',
    });
    expect(changed.statusCode).toBe(200);
    expect((await auditRows('password.reset')).length).toBe(passwordChanges.length + 1);
  });

  it('users/impersonate: impersonate', async () => {
    const employee = await t.login('employee@demo.test');
    await expectAuditedInTransaction({
      action: 'impersonate',
      write: () => post(employee, 'users/impersonate', { username: 'borrower@demo.test' }),
      written: () =>
        count(sql`SELECT count(*) AS n FROM sessions WHERE actor_id = 'acct-employee'`),
      row: { account_id: 'acct-borrower', actor_id: 'acct-employee', entity_id: 'acct-borrower' },
    });
  });

  it('updateaccountprofile: profile.update', async () => {
    const token = await t.login('borrower@demo.test');
    await expectAuditedInTransaction({
      action: 'profile.update',
      write: () =>
        post(token, 'updateaccountprofile', {
          BillingStreet: '12 Audit Ave',
          BillingCity: 'Austin',
          BillingState: 'TX',
          BillingPostalCode: '78701',
          Phone: '5125550199',
        }),
      written: () =>
        count(
          sql`SELECT count(*) AS n FROM accounts WHERE id = 'acct-borrower' AND billing_street = '12 Audit Ave'`,
        ),
      row: { account_id: 'acct-borrower', entity_id: 'acct-borrower' },
    });
  });

  it('borrower/beneficiaries: beneficiary.add', async () => {
    const token = await t.login('borrower@demo.test');
    await expectAuditedInTransaction({
      action: 'beneficiary.add',
      write: () => post(token, 'borrower/beneficiaries', BANK_ACCOUNT),
      written: () =>
        count(sql`SELECT count(*) AS n FROM beneficiaries WHERE account_id = 'acct-borrower'`),
      row: {
        account_id: 'acct-borrower',
        entity: 'beneficiary',
        details: { bankName: 'Frost Bank', accountType: 'Checking' },
      },
    });
  });

  it('deals/draws/new: draw.request', async () => {
    const token = await t.login('borrower2@demo.test');
    const budget = (await post(token, 'deals/budget', { dealid: 'D2008' })).json();
    const item = (budget.budget.sublots as { items: BudgetItem[] }[])
      .flatMap((sublot) => sublot.items)
      .find((candidate) => candidate.balance > 0);
    if (!item) throw new Error('D2008 has no budget line with a balance');
    const amount = Math.min(100, item.balance);
    await expectAuditedInTransaction({
      action: 'draw.request',
      write: () =>
        post(token, 'deals/draws/new', {
          dealid: 'D2008',
          LockboxAccessCode: '4321',
          BeneficiaryId: 'ben-raman-op',
          lineItems: [{ budgetItem: item.id, costCode: item.code, amount, balance: item.balance }],
          inspection_start_date: '2026-03-16',
          inspection_end_date: '2026-03-18',
        }),
      written: () => count(sql`SELECT count(*) AS n FROM draws WHERE deal_id = 'D2008'`),
      row: {
        account_id: 'acct-borrower2',
        entity: 'draw',
        details: { dealId: 'D2008', lineItems: 1, total: amount },
      },
    });
  });

  it('deals/budget/new: budget.upload', async () => {
    const token = await t.login('borrower@demo.test');
    await expectAuditedInTransaction({
      action: 'budget.upload',
      write: () =>
        post(token, 'deals/budget/new', {
          opportunityid: 'D1001',
          budgetfilename: 'budget.pdf',
          budgetfiledata: PDF,
        }),
      written: () => count(sql`SELECT count(*) AS n FROM uploaded_budgets WHERE deal_id = 'D1001'`),
      row: { account_id: 'acct-borrower', entity: 'uploaded_budget', details: { dealId: 'D1001' } },
    });
  });

  it('deals/uploaddocument: document.upload', async () => {
    const token = await t.login('borrower@demo.test');
    await expectAuditedInTransaction({
      action: 'document.upload',
      write: () =>
        post(token, 'deals/uploaddocument', {
          opportunityId: 'D1009',
          rentrollfilename: 'Audited.pdf',
          rentrollfiledata: PDF,
        }),
      written: () => count(sql`SELECT count(*) AS n FROM documents WHERE deal_id = 'D1009'`),
      row: { account_id: 'acct-borrower', entity: 'document', details: { dealId: 'D1009' } },
    });
  });

  it('process-chargent-order: card.charge', async () => {
    const token = await t.login('borrower@demo.test');
    let attempt = 0;
    await expectAuditedInTransaction({
      action: 'card.charge',
      // A key per attempt: the rolled-back one must not be replayed as if it had been charged.
      write: () =>
        post(token, 'process-chargent-order', cardForm(), {
          'idempotency-key': `audit-charge-${++attempt}`,
        }),
      written: () =>
        count(sql`SELECT count(*) AS n FROM card_transactions WHERE deal_id = 'D1005'`),
      row: {
        account_id: 'acct-borrower',
        entity_id: 'D1005',
        details: { status: 'succeeded', amount: 650, gateway: 'test' },
      },
    });
  });

  it('lookup-loan: loan.lookup, and add-loan: loan.add', async () => {
    const token = await t.login('borrower2@demo.test');
    await expectAuditedInTransaction({
      action: 'loan.lookup',
      write: () => post(token, 'lookup-loan', { loan_number: 'LN-1011', ssn: '4821' }),
      written: () =>
        count(
          sql`SELECT count(*) AS n FROM loan_lookup_matches WHERE account_id = 'acct-borrower2'`,
        ),
      row: { account_id: 'acct-borrower2', details: { matched: 1 } },
    });
    await expectAuditedInTransaction({
      action: 'loan.add',
      write: () => post(token, 'add-loan', { loans: ['D1011'] }),
      written: () =>
        count(sql`SELECT count(*) AS n FROM deal_accounts WHERE account_id = 'acct-borrower2'`),
      row: { account_id: 'acct-borrower2', details: { loans: ['D1011'], added: 1 } },
    });
  });
});
