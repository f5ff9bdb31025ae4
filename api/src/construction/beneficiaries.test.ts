import {
  BANK_ACCOUNT_MESSAGES,
  beneficiariesResponseSchema,
  type BeneficiariesResponse,
} from '@lender/contracts';
import type { InjectOptions } from 'fastify';
import * as v from 'valibot';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';
import { MAX_BENEFICIARIES } from './beneficiaries';
import { CUSTOMERS_ONLY } from './routes';

const URL = '/lima/api/borrower/beneficiaries';
const BANK = {
  bank_account_name: 'Ellis Build Co LLC',
  bank_account_number: '000,987,654,321',
  bank_routing_number: '111,000,614',
  bank_account_type: 'Savings',
  bank_name: 'Chase Bank',
  bank_instructions: 'None',
  account_address_street: '221 W 6th St',
  account_address_city: 'Austin',
  account_address_state: 'TX',
  account_address_zip: '78701',
};

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // A clock that stands still: accounts added one after the other share created_at.
  t = await createTestApp({
    now: () => Date.UTC(2026, 2, 16, 15),
    env: { LOG_LEVEL: 'info' },
    logStream: { write: (line: string) => void logLines.push(line) },
  });
});
afterAll(async () => t.close());

const get = async (email: string) => t.as(await t.login(email), { method: 'GET', url: URL });
const post = async (email: string, payload: InjectOptions['payload']) =>
  t.as(await t.login(email), { method: 'POST', url: URL, payload });

/** Parses with the contract (masked numbers) and checks nothing else came along. */
const accountsOf = (body: unknown): BeneficiariesResponse['accounts'] => {
  const parsed = v.parse(beneficiariesResponseSchema, body);
  expect(parsed).toEqual(body);
  return parsed.accounts;
};

describe('borrower/beneficiaries', () => {
  it('answers the caller’s accounts, masked', async () => {
    expect(accountsOf((await get('borrower@demo.test')).json())).toEqual([]);
    const accounts = accountsOf((await get('borrower2@demo.test')).json());
    expect(accounts.map((account) => [account.id, account.bank_account_number])).toEqual([
      ['ben-raman-op', '••••6789'],
    ]);
  });

  it('adds an account and answers the updated list, newest last, masked', async () => {
    const first = await post('borrower@demo.test', BANK);
    expect(first.statusCode).toBe(200);
    expect(accountsOf(first.json())).toEqual([
      expect.objectContaining({
        bank_account_number: '••••4321',
        bank_routing_number: '111000614',
        bank_account_type: 'Savings',
      }),
    ]);
    const second = await post('borrower@demo.test', {
      ...BANK,
      bank_account_number: '55512345',
      bank_account_type: 'Checking',
    });
    const accounts = accountsOf(second.json());
    expect(accounts.map((account) => account.bank_account_number)).toEqual([
      '••••4321',
      '••••2345',
    ]);
    expect(accountsOf((await get('borrower@demo.test')).json())).toEqual(accounts);
    // Stored in full (needed to pay out), without the commas; never answered or logged so.
    const stored = await t.db
      .selectFrom('beneficiaries')
      .select('bank_account_number')
      .where('id', '=', accounts[0]!.id)
      .executeTakeFirstOrThrow();
    expect(stored.bank_account_number).toBe('000987654321');
    expect(first.body).not.toContain('987654321');
    const logs = logLines.join('\n');
    expect(logs).toContain('/borrower/beneficiaries');
    expect(logs).not.toMatch(/987,?654|55512345/);
    // Another customer does not see them.
    expect(accountsOf((await get('borrower2@demo.test')).json())).toHaveLength(1);
  });

  it('checks routing numbers with the ABA checksum and every field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ bank_routing_number: '111000615' }, BANK_ACCOUNT_MESSAGES.routingChecksum],
      [{ bank_routing_number: '1110006' }, BANK_ACCOUNT_MESSAGES.routingNumber],
      [{ bank_account_number: '12-34' }, BANK_ACCOUNT_MESSAGES.accountNumber],
      [{ account_address_zip: '787' }, BANK_ACCOUNT_MESSAGES.zip],
      [{ bank_account_type: 'Crypto' }, BANK_ACCOUNT_MESSAGES.accountType],
      [{ bank_instructions: '' }, BANK_ACCOUNT_MESSAGES.instructions],
      [{ bank_name: undefined }, BANK_ACCOUNT_MESSAGES.bankName],
      [{ account_address_state: 'Texas' }, BANK_ACCOUNT_MESSAGES.stateInvalid],
      [{ bank_account_name: 42 }, BANK_ACCOUNT_MESSAGES.accountName],
      [{ bank_name: 'Bank\u0000' }, ''],
    ];
    for (const [override, message] of cases) {
      const response = await post('borrower2@demo.test', { ...BANK, ...override });
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().message).toBe(message);
    }
    for (const raw of ['{', '[]', '"x"']) {
      const response = await t.as(await t.login('borrower2@demo.test'), {
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        payload: raw,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(accountsOf((await get('borrower2@demo.test')).json())).toHaveLength(1);
  });

  it('is for customers only; an employee viewing may look but not add', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: BANK })).statusCode).toBe(401);
    for (const email of ['broker@demo.test', 'wholesale@demo.test', 'employee@demo.test']) {
      for (const response of [await get(email), await post(email, BANK)]) {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(CUSTOMERS_ONLY);
      }
    }
    expect((await get('lead@demo.test')).statusCode).toBe(403);
    const viewing = await viewAs(t, 'borrower2@demo.test');
    const list = await t.as(viewing, { method: 'GET', url: URL });
    expect(accountsOf(list.json())[0]?.bank_account_number).toBe('••••6789');
    const add = await t.as(viewing, { method: 'POST', url: URL, payload: BANK });
    expect(add.statusCode).toBe(403);
    expect(add.json().message).toBe(IMPERSONATION_REFUSED);
  });

  it('stops adding at the limit', async () => {
    const count = accountsOf((await get('borrower2@demo.test')).json()).length;
    await t.db
      .insertInto('beneficiaries')
      .values(
        Array.from({ length: MAX_BENEFICIARIES - count }, (_, index) => ({
          ...BANK,
          bank_account_number: `1000${index}`,
          account_id: 'acct-borrower2',
        })),
      )
      .execute();
    const response = await post('borrower2@demo.test', BANK);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(BANK_ACCOUNT_MESSAGES.tooMany);
  });
});
