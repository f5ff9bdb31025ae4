import { FIELD_MESSAGES } from '@lender/contracts';
import { IMPERSONATION_REFUSED } from '../impersonation/guard';
import { viewAs } from '../test/access';
import { createTestApp, type TestApp } from '../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const update = {
  BillingStreet: '12 New Rd',
  BillingCity: 'Round Rock',
  BillingState: 'TX',
  BillingPostalCode: '78664',
  Phone: '5125550111',
};

describe('profile', () => {
  it('fetches the caller’s profile', async () => {
    const token = await t.login('borrower2@demo.test');
    const response = await t.as(token, { method: 'GET', url: '/lima/api/fetchaccountprofile' });
    expect(response.json()).toEqual({
      profile: {
        id: 'acct-borrower2',
        address: '275 Peachtree Hills Ave NE',
        city: 'Atlanta',
        state: 'GA',
        zip: '30305',
        phone: '4045550163',
      },
    });
  });

  it('returns nulls for an empty profile', async () => {
    const token = await t.login('lead@demo.test');
    const { profile } = (
      await t.as(token, { method: 'GET', url: '/lima/api/fetchaccountprofile' })
    ).json();
    expect(profile).toEqual({
      id: 'acct-lead',
      address: null,
      city: null,
      state: null,
      zip: null,
      phone: null,
    });
  });

  it('updates the profile, audits it and leaves other accounts alone', async () => {
    const token = await t.login('borrower@demo.test');
    const response = await t.as(token, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      payload: update,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      profile: {
        id: 'acct-borrower',
        address: '12 New Rd',
        city: 'Round Rock',
        state: 'TX',
        zip: '78664',
        phone: '5125550111',
      },
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'profile.update')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      account_id: 'acct-borrower',
      entity: 'account',
      entity_id: 'acct-borrower',
    });
    expect((audit.details as { changed: string[] }).changed).toEqual([
      'billing_street',
      'billing_city',
      'billing_zip',
      'phone',
    ]);
    const other = await t.as(await t.login('borrower2@demo.test'), {
      method: 'GET',
      url: '/lima/api/fetchaccountprofile',
    });
    expect(other.json().profile.address).toBe('275 Peachtree Hills Ave NE');
  });

  it('shows the profile to an employee viewing the account but keeps it unchanged', async () => {
    const viewing = await viewAs(t, 'borrower2@demo.test');
    const shown = await t.as(viewing, { method: 'GET', url: '/lima/api/fetchaccountprofile' });
    expect(shown.statusCode).toBe(200);
    const refused = await t.as(viewing, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      payload: update,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_REFUSED);
    const after = await t.as(viewing, { method: 'GET', url: '/lima/api/fetchaccountprofile' });
    expect(after.json()).toEqual(shown.json());
  });

  it('answers 400 with the field message on a bad body', async () => {
    const token = await t.login('borrower@demo.test');
    const cases: [object, string][] = [
      [{ ...update, BillingPostalCode: '7866' }, 'Zip must be 5 digits.'],
      [{ ...update, Phone: '512-555-0111' }, 'Phone must have at least 10 digits.'],
      [{ ...update, BillingStreet: '' }, 'Street address is required.'],
      // A NUL was a 500 (PostgreSQL cannot store it); any control character is refused.
      [{ ...update, BillingStreet: '12 New\u0000 Rd' }, FIELD_MESSAGES.controlCharacters],
      [{ ...update, BillingCity: 'Round\u001bRock' }, FIELD_MESSAGES.controlCharacters],
      [
        { ...update, BillingState: 'Texas' },
        'State must be the 2-letter abbreviation of a US state or DC (e.g. TX).',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await t.as(token, {
        method: 'POST',
        url: '/lima/api/updateaccountprofile',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
    }
    const malformed = await t.as(token, {
      method: 'POST',
      url: '/lima/api/updateaccountprofile',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('needs a token', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/lima/api/fetchaccountprofile' })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/lima/api/updateaccountprofile',
          payload: update,
        })
      ).statusCode,
    ).toBe(401);
  });
});
