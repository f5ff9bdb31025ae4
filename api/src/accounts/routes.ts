// Account setup and password reset (spec §4, §7): users/create-account-route, users/gettoken,
// users/createpassword, users/updatepassword. See api/README.md for the answer codes.
import {
  CREATE_ACCOUNT_CODE,
  createAccountPayloadSchema,
  createAccountResponseSchema,
  createPasswordPayloadSchema,
  createPasswordResponseSchema,
  CUSTOMER_ACCOUNT_TYPE,
  GET_TOKEN_CODE,
  getTokenPayloadSchema,
  getTokenResponseSchema,
  updatePasswordPayloadSchema,
  type CreateAccountResponse,
  type CreatePasswordResponse,
  type GetTokenResponse,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { writeAudit } from '../audit/audit';
import { bearerToken } from '../auth/require-auth';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { HttpError } from '../http/errors';
import { noteWrittenAccount } from '../http/write-scope';
import { sendLink, type LinkAccount } from './send-links';
import { setPasswordFromLink } from './set-password';

const CREATE_ACCOUNT_MESSAGES: Record<number, string> = {
  [CREATE_ACCOUNT_CODE.linkSent]: 'Check your email for a link to set up your account.',
  [CREATE_ACCOUNT_CODE.brokerLinkSent]: 'Check your email for a link to set up your account.',
  [CREATE_ACCOUNT_CODE.leadLinkSent]: 'Check your email for a link to set up your account.',
  [CREATE_ACCOUNT_CODE.linkSentRecently]:
    'A setup link was sent to this email a few minutes ago. Please check your email.',
  [CREATE_ACCOUNT_CODE.accountExists]: 'An account already exists for this email. Please sign in.',
  [CREATE_ACCOUNT_CODE.notFound]: 'We could not find a record for this email.',
};

const createAccountAnswer = (code: number): CreateAccountResponse => ({
  code,
  message: CREATE_ACCOUNT_MESSAGES[code] ?? '',
  status:
    code === CREATE_ACCOUNT_CODE.accountExists || code === CREATE_ACCOUNT_CODE.notFound
      ? 'error'
      : 'success',
});

/** The setup link's answer code: by account type, a lead apart. */
const setupCode = (account: LinkAccount & { is_lead: boolean }): number => {
  if (account.is_lead) return CREATE_ACCOUNT_CODE.leadLinkSent;
  return account.account_type === CUSTOMER_ACCOUNT_TYPE
    ? CREATE_ACCOUNT_CODE.linkSent
    : CREATE_ACCOUNT_CODE.brokerLinkSent;
};

export async function accountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Both anonymous endpoints tell whether an email has an account and send mail: the sign-in
  // limit per client address applies to them too.
  const perAddressLimit = {
    rateLimit: {
      max: ctx.config.loginRateLimit,
      timeWindow: 60_000,
      errorResponseBuilder: (_request: unknown, context: { ttl: number }) =>
        new HttpError(
          429,
          `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        ),
    },
  };

  /** The account of an email, locked: two requests at once send one link. */
  const lockedAccount = (trx: Parameters<typeof sendLink>[0], email: string) =>
    trx
      .selectFrom('accounts')
      .select(['id', 'email', 'name', 'account_type', 'is_lead', 'password_hash'])
      .where('email', '=', email.toLowerCase())
      .forUpdate()
      .executeTakeFirst();

  // Links, mail and audit rows: nothing a cached read shows.
  const linkRequest = {
    method: 'POST',
    tag: 'users',
    access: 'public',
    writes: 'uncached',
    options: perAddressLimit,
  } as const;
  // The password, and the account's sessions (all revoked): its cached reads go.
  const passwordFromLink = {
    method: 'POST',
    tag: 'users',
    access: 'link',
    writes: 'account',
  } as const;

  route(
    app,
    ctx.now,
    {
      ...linkRequest,
      url: '/users/create-account-route',
      operationId: 'requestSetupLink',
      summary: 'Ask for an account setup link',
      body: createAccountPayloadSchema,
      response: createAccountResponseSchema,
    },
    async (request, _reply, input): Promise<CreateAccountResponse> => {
      const { email } = input.body();
      const code = await ctx.db.transaction().execute(async (trx) => {
        const account = await lockedAccount(trx, email);
        if (!account) return CREATE_ACCOUNT_CODE.notFound;
        if (account.password_hash) return CREATE_ACCOUNT_CODE.accountExists;
        if (!(await sendLink(trx, ctx, account, 'setup')))
          return CREATE_ACCOUNT_CODE.linkSentRecently;
        await writeAudit(trx, {
          accountId: account.id,
          action: 'account.setup_link_sent',
          entity: 'account',
          entityId: account.id,
          ip: request.ip,
        });
        return setupCode(account);
      });
      return createAccountAnswer(code);
    },
  );

  route(
    app,
    ctx.now,
    {
      ...linkRequest,
      url: '/users/gettoken',
      operationId: 'requestPasswordResetLink',
      summary: 'Ask for a password reset link',
      body: getTokenPayloadSchema,
      response: getTokenResponseSchema,
    },
    async (request, _reply, input): Promise<GetTokenResponse> => {
      // sendEmail is accepted for compatibility: a link only ever travels by mail.
      const { email } = input.body();
      return ctx.db.transaction().execute(async (trx): Promise<GetTokenResponse> => {
        const account = await lockedAccount(trx, email);
        if (!account) return { code: GET_TOKEN_CODE.notFound };
        if (!account.password_hash) {
          // No password yet: the account needs setting up, not resetting.
          const linkSent = await sendLink(trx, ctx, account, 'setup');
          if (linkSent) {
            await writeAudit(trx, {
              accountId: account.id,
              action: 'account.setup_link_sent',
              entity: 'account',
              entityId: account.id,
              ip: request.ip,
            });
          }
          return { code: GET_TOKEN_CODE.needsSetup, linkSent };
        }
        if (!(await sendLink(trx, ctx, account, 'reset')))
          return { code: GET_TOKEN_CODE.goToLogin };
        await writeAudit(trx, {
          accountId: account.id,
          action: 'password.reset_link_sent',
          entity: 'account',
          entityId: account.id,
          ip: request.ip,
        });
        return { code: GET_TOKEN_CODE.sent };
      });
    },
  );

  route(
    app,
    ctx.now,
    {
      ...passwordFromLink,
      url: '/users/createpassword',
      operationId: 'createPassword',
      summary: 'Set the first password (setup link)',
      body: createPasswordPayloadSchema,
      response: createPasswordResponseSchema,
    },
    async (request, _reply, input): Promise<CreatePasswordResponse> => {
      const token = bearerToken(request);
      const { password } = input.body();
      const account = await setPasswordFromLink(ctx, {
        token,
        use: 'setup',
        password,
        ip: request.ip,
      });
      noteWrittenAccount(request, account.id);
      const rep = account.rep_id
        ? await ctx.db
            .selectFrom('reps')
            .select(['email', 'name'])
            .where('id', '=', account.rep_id)
            .executeTakeFirst()
        : undefined;
      return { success: true, rep: rep ?? null };
    },
  );

  route(
    app,
    ctx.now,
    {
      ...passwordFromLink,
      url: '/users/updatepassword',
      operationId: 'resetPassword',
      summary: 'Change the password (reset link)',
      body: updatePasswordPayloadSchema,
      response: v.object({ success: v.literal(true) }),
    },
    async (request, _reply, input) => {
      const token = bearerToken(request);
      const { email, password } = input.body();
      const account = await setPasswordFromLink(ctx, {
        token,
        use: 'reset',
        password,
        email,
        ip: request.ip,
      });
      noteWrittenAccount(request, account.id);
      return { success: true as const };
    },
  );
}
