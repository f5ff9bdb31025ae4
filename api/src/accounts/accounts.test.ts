// Account setup and password reset: codes, links, single use, expiry, sessions ending.
import { createHash } from 'node:crypto';
import { AUTH_MESSAGES, DEFAULT_SUPPORT_CONTACT, FIELD_MESSAGES } from '@lender/contracts';
import { decodeJwt, SignJWT } from 'jose';
import { createTestApp, PASSWORD, type TestApp } from '../test/helpers';
import { TEST_JWT_SECRET } from '../test/tokens';
import { LINK_INVALID } from './link-tokens';

const START = Date.UTC(2026, 2, 15, 9);
const MINUTE = 60_000;
const NEW_PASSWORD = 'Fresh-start-2026';
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: { PORTAL_URL: 'https://portal.example.org/', TOKEN_TTL_MINUTES: '1440' },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  clock = START;
});

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/lima/api/users/${url}`,
    payload: payload as object,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
const signIn = (username: string, password: string) => post('validate', { username, password });

/** The mails to an address, newest first (the development mailbox). */
const mailTo = async (to: string) => {
  const { messages } = (await t.app.inject({ method: 'GET', url: '/lima/api/dev/mail' })).json();
  return (messages as { to: string; subject: string; text: string; links: string[] }[]).filter(
    (message) => message.to === to,
  );
};
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const latestLinkTo = async (to: string) => {
  const [mail] = await mailTo(to);
  if (!mail?.links[0]) throw new Error(`no mail to ${to}`);
  return mail.links[0];
};

describe('POST users/create-account-route', () => {
  it('answers 5 for an unknown email and 3 for an account with a password', async () => {
    expect(
      (await post('create-account-route', { email: 'ghost@demo.test', simple: true })).json(),
    ).toEqual({
      code: 5,
      message: 'We could not find a record for this email.',
      status: 'error',
    });
    expect(
      (await post('create-account-route', { email: 'Borrower@Demo.test', simple: true })).json(),
    ).toEqual({
      code: 3,
      message: 'An account already exists for this email. Please sign in.',
      status: 'error',
    });
    expect(await mailTo('borrower@demo.test')).toEqual([]);
  });

  it('sends a customer a setup link (0), once per 10 minutes (1)', async () => {
    const first = await post('create-account-route', {
      email: 'newborrower@demo.test',
      simple: true,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      code: 0,
      message: 'Check your email for a link to set up your account.',
      status: 'success',
    });
    const [mail, ...older] = await mailTo('newborrower@demo.test');
    expect(older).toEqual([]);
    expect(mail?.subject).toBe('Set up your portal account');
    expect(mail?.links).toEqual([
      expect.stringMatching(
        /^https:\/\/portal\.example\.org\/account-setup\/[\w-]+\.[\w-]+\.[\w-]+$/,
      ),
    ]);
    expect(mail?.text).toContain(DEFAULT_SUPPORT_CONTACT.phone);

    clock += 9 * MINUTE;
    expect(
      (await post('create-account-route', { email: 'newborrower@demo.test' })).json(),
    ).toMatchObject({ code: 1, status: 'success' });
    expect(await mailTo('newborrower@demo.test')).toHaveLength(1);
    clock += 2 * MINUTE;
    expect(
      (await post('create-account-route', { email: 'newborrower@demo.test' })).json().code,
    ).toBe(0);
    expect(await mailTo('newborrower@demo.test')).toHaveLength(2);
  });

  it('sends other account types a broker setup link (2), and a lead one too (4)', async () => {
    const broker = await post('create-account-route', {
      email: 'newbroker@demo.test',
      simple: true,
    });
    expect(broker.json()).toMatchObject({ code: 2, status: 'success' });
    expect(await latestLinkTo('newbroker@demo.test')).toMatch(
      /^https:\/\/portal\.example\.org\/broker\/account-setup\//,
    );
    await t.db
      .insertInto('accounts')
      .values({
        id: 'acct-newlead',
        email: 'newlead@demo.test',
        name: 'Lee Dunn',
        account_type: 'CustomerAccount',
        is_lead: true,
      })
      .execute();
    expect((await post('create-account-route', { email: 'newlead@demo.test' })).json().code).toBe(
      4,
    );
    expect(await latestLinkTo('newlead@demo.test')).toMatch(/\/account-setup\//);
    expect(await latestLinkTo('newlead@demo.test')).not.toMatch(/\/broker\//);
  });

  it('answers 400 in the error shape for a bad body', async () => {
    for (const payload of [{}, { email: 'nope' }, { email: 5 }]) {
      const response = await post('create-account-route', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: AUTH_MESSAGES.createAccountEmail,
      });
    }
    expect(
      (await post('create-account-route', { email: 'a@b.com', simple: 'yes' })).statusCode,
    ).toBe(400);
    expect((await post('create-account-route', { email: 'a\u0000@b.com' })).json().message).toBe(
      FIELD_MESSAGES.controlCharacters,
    );
  });
});

describe('link tokens', () => {
  it('carry aud = email, use, a random jti, a 24-hour expiry; only sha256(jti) is stored', async () => {
    await post('create-account-route', { email: 'newbroker@demo.test' });
    const token = tokenOf(await latestLinkTo('newbroker@demo.test'));
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      aud: 'newbroker@demo.test',
      use: 'setup',
      iss: 'lender-portal',
    });
    expect(claims.jti).toMatch(/^[\w-]{43}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(24 * 3600);
    const rows = await t.db
      .selectFrom('auth_tokens')
      .selectAll()
      .where('account_id', '=', 'acct-newbroker')
      .execute();
    const hash = createHash('sha256')
      .update(claims.jti as string)
      .digest('hex');
    expect(rows.map((row) => row.id)).toContain(hash);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(claims.jti as string);
    expect(stored).not.toContain(token);
  });
});

describe('POST users/gettoken', () => {
  it('answers 1 for an unknown email', async () => {
    expect((await post('gettoken', { email: 'ghost@demo.test', sendEmail: true })).json()).toEqual({
      code: 1,
    });
  });

  it('sends a reset link valid 24 hours (0), and not again within 10 minutes (2)', async () => {
    const response = await post('gettoken', { email: 'wholesale@demo.test', sendEmail: true });
    expect(response.json()).toEqual({ code: 0 });
    const [mail] = await mailTo('wholesale@demo.test');
    expect(mail?.subject).toBe('Reset your portal password');
    expect(mail?.text).toContain('valid for 24 hours');
    expect(mail?.text).toContain('800-555-0100');
    expect(mail?.links).toEqual([
      expect.stringMatching(/^https:\/\/portal\.example\.org\/change-password\/[\w.-]+$/),
    ]);
    expect(decodeJwt(tokenOf(mail?.links[0] ?? ''))).toMatchObject({
      aud: 'wholesale@demo.test',
      use: 'reset',
    });
    clock += 5 * MINUTE;
    expect((await post('gettoken', { email: 'wholesale@demo.test' })).json()).toEqual({ code: 2 });
    expect(await mailTo('wholesale@demo.test')).toHaveLength(1);
  });

  it('sends a setup link instead to a record without a password (3)', async () => {
    await t.db
      .insertInto('accounts')
      .values({
        id: 'acct-nopw',
        email: 'nopw@demo.test',
        name: 'No Pw',
        account_type: 'BrokerAccount',
      })
      .execute();
    expect((await post('gettoken', { email: 'nopw@demo.test' })).json()).toEqual({
      code: 3,
      linkSent: true,
    });
    expect(await latestLinkTo('nopw@demo.test')).toMatch(/\/broker\/account-setup\//);
    // Asked again within minutes: no second mail, and the answer says so.
    expect((await post('gettoken', { email: 'nopw@demo.test' })).json()).toEqual({
      code: 3,
      linkSent: false,
    });
    expect(await mailTo('nopw@demo.test')).toHaveLength(1);
  });

  it('answers 400 for a bad body', async () => {
    const response = await post('gettoken', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(AUTH_MESSAGES.forgotPasswordEmail);
  });
});

describe('POST users/createpassword', () => {
  it('sets the password once, answers the rep, and the account signs in', async () => {
    await post('create-account-route', { email: 'newborrower@demo.test' });
    const token = tokenOf(await latestLinkTo('newborrower@demo.test'));
    // The password rule is the server's too; a refused password does not use the link up.
    const weak = await post('createpassword', { password: 'alllowercase1' }, token);
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: AUTH_MESSAGES.newPassword,
    });
    const response = await post('createpassword', { password: NEW_PASSWORD }, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      rep: { email: 'dana.whitfield@lender.example', name: 'Dana Whitfield' },
    });
    expect((await signIn('newborrower@demo.test', NEW_PASSWORD)).statusCode).toBe(200);
    const again = await post('createpassword', { password: 'Another-one-2026' }, token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: LINK_INVALID });
    // The record now has a password: create-account-route says so.
    expect(
      (await post('create-account-route', { email: 'newborrower@demo.test' })).json().code,
    ).toBe(3);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('account_id')
      .where('action', '=', 'password.created')
      .execute();
    expect(audit).toContainEqual({ account_id: 'acct-newborrower' });
  });

  it('answers rep null for an account without a rep', async () => {
    await post('create-account-route', { email: 'newlead@demo.test' });
    const token = tokenOf(await latestLinkTo('newlead@demo.test'));
    expect((await post('createpassword', { password: NEW_PASSWORD }, token)).json()).toEqual({
      success: true,
      rep: null,
    });
  });

  it('refuses a missing, foreign, session, reset or expired token with 401', async () => {
    await t.db
      .insertInto('accounts')
      .values({
        id: 'acct-late',
        email: 'late@demo.test',
        name: 'Late',
        account_type: 'CustomerAccount',
      })
      .execute();
    await post('create-account-route', { email: 'late@demo.test' });
    const token = tokenOf(await latestLinkTo('late@demo.test'));
    const body = { password: NEW_PASSWORD };
    expect((await post('createpassword', body)).statusCode).toBe(401);
    expect((await post('createpassword', body, 'not-a-token')).statusCode).toBe(401);

    const claims = decodeJwt(token);
    const forge = (secret: string, use: string) =>
      new SignJWT({ use })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('lender-portal')
        .setAudience('late@demo.test')
        .setJti(claims.jti as string)
        .setIssuedAt(START / 1000)
        .setExpirationTime(START / 1000 + 3600)
        .sign(new TextEncoder().encode(secret));
    expect(
      (await post('createpassword', body, await forge(`${TEST_JWT_SECRET}x`, 'setup'))).statusCode,
    ).toBe(401);
    expect(
      (await post('createpassword', body, await forge(TEST_JWT_SECRET, 'reset'))).statusCode,
    ).toBe(401);
    const session = (await signIn('borrower@demo.test', PASSWORD)).json().data.token as string;
    expect((await post('createpassword', body, session)).statusCode).toBe(401);

    clock += 24 * 3_600_000;
    const expired = await post('createpassword', body, token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(LINK_INVALID);
    clock = START + 24 * 3_600_000 - 1000;
    expect((await post('createpassword', body, token)).statusCode).toBe(200);
  });
});

describe('POST users/updatepassword', () => {
  it('resets the password once, for the link’s email only, and ends every session', async () => {
    const before = (await signIn('broker@demo.test', PASSWORD)).json().data.token as string;
    const nav = { method: 'GET', url: '/lima/api/deals/brokernav' } as const;
    expect((await t.as(before, nav)).statusCode).toBe(200);
    expect((await post('gettoken', { email: 'broker@demo.test' })).json()).toEqual({ code: 0 });
    const token = tokenOf(await latestLinkTo('broker@demo.test'));

    const other = await post(
      'updatepassword',
      { email: 'borrower@demo.test', password: NEW_PASSWORD },
      token,
    );
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('This link was sent to another email address.');
    expect(
      (await post('updatepassword', { email: 'broker@demo.test', password: 'short' }, token)).json()
        .message,
    ).toBe(AUTH_MESSAGES.newPassword);

    const response = await post(
      'updatepassword',
      { email: 'Broker@Demo.test', password: NEW_PASSWORD },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await signIn('broker@demo.test', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('broker@demo.test', NEW_PASSWORD)).statusCode).toBe(200);
    const ended = await t.as(before, nav);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Your session has ended. Please sign in again.');

    const again = await post(
      'updatepassword',
      { email: 'broker@demo.test', password: 'Third-one-2026' },
      token,
    );
    expect(again.statusCode).toBe(401);
  });

  it('refuses a setup link (wrong use) and an expired reset link', async () => {
    await post('create-account-route', { email: 'nopw@demo.test' });
    clock += 11 * MINUTE;
    await post('create-account-route', { email: 'nopw@demo.test' });
    const setup = tokenOf(await latestLinkTo('nopw@demo.test'));
    expect(
      (await post('updatepassword', { email: 'nopw@demo.test', password: NEW_PASSWORD }, setup))
        .statusCode,
    ).toBe(401);

    clock = START;
    expect((await post('gettoken', { email: 'borrower2@demo.test' })).json()).toEqual({ code: 0 });
    const reset = tokenOf(await latestLinkTo('borrower2@demo.test'));
    clock += 24 * 3_600_000;
    expect(
      (
        await post(
          'updatepassword',
          { email: 'borrower2@demo.test', password: NEW_PASSWORD },
          reset,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('a new password also ends the links still outstanding', async () => {
    expect((await post('gettoken', { email: 'lead@demo.test' })).json()).toEqual({ code: 0 });
    const first = tokenOf(await latestLinkTo('lead@demo.test'));
    clock += 11 * MINUTE;
    expect((await post('gettoken', { email: 'lead@demo.test' })).json()).toEqual({ code: 0 });
    const second = tokenOf(await latestLinkTo('lead@demo.test'));
    const body = { email: 'lead@demo.test', password: NEW_PASSWORD };
    expect((await post('updatepassword', body, second)).statusCode).toBe(200);
    expect((await post('updatepassword', body, first)).statusCode).toBe(401);
  });
});
