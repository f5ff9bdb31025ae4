// GET fetchaccountprofile, POST updateaccountprofile.
import {
  profileResponseSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  type Profile,
} from '@lender/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requestAuditFields, writeAudit } from '../audit/audit';
import { accountOf } from '../auth/require-auth';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { notFound } from '../http/errors';

async function loadProfile(db: Kysely<Database>, accountId: string): Promise<Profile> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'billing_street', 'billing_city', 'billing_state', 'billing_zip', 'phone'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!row) throw notFound('Account not found.');
  return {
    id: row.id,
    address: row.billing_street,
    city: row.billing_city,
    state: row.billing_state,
    zip: row.billing_zip,
    phone: row.phone,
  };
}

export async function profileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const profile = { tag: 'profile', access: 'signedIn' } as const;

  route(
    app,
    ctx.now,
    {
      ...profile,
      method: 'GET',
      url: '/fetchaccountprofile',
      operationId: 'fetchAccountProfile',
      summary: "The account's profile",
      writes: 'nothing',
      response: profileResponseSchema,
    },
    async (request) => ({ profile: await loadProfile(ctx.db, accountOf(request).id) }),
  );

  route(
    app,
    ctx.now,
    {
      ...profile,
      method: 'POST',
      url: '/updateaccountprofile',
      operationId: 'updateAccountProfile',
      summary: "Update the account's profile",
      writes: 'account',
      body: profileUpdateSchema,
      response: profileUpdateResponseSchema,
    },
    async (request, _reply, input) => {
      const account = accountOf(request);
      const update = input.body();
      const before = await loadProfile(ctx.db, account.id);
      const next = {
        billing_street: update.BillingStreet,
        billing_city: update.BillingCity,
        billing_state: update.BillingState,
        billing_zip: update.BillingPostalCode,
        phone: update.Phone,
      };
      const previous = {
        billing_street: before.address,
        billing_city: before.city,
        billing_state: before.state,
        billing_zip: before.zip,
        phone: before.phone,
      };
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
        (key) => next[key] !== previous[key],
      );
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set({ ...next, updated_at: new Date() })
          .where('id', '=', account.id)
          .execute();
        await writeAudit(trx, {
          ...requestAuditFields(request),
          action: 'profile.update',
          entity: 'account',
          entityId: account.id,
          details: { changed },
        });
      });
      return { success: true as const, profile: await loadProfile(ctx.db, account.id) };
    },
  );
}
