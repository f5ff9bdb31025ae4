// The account's rep ("owner"), or the lender's default support contact (spec §9).
import type { OwnerInfo } from '@lender/shared/schemas';
import type { AppContext } from '../http/context';

export const DEFAULT_OWNER: OwnerInfo = {
  name: 'Customer Support',
  email: 'support@lender.example',
  phone: '800-555-0199',
};

export async function ownerInfo(ctx: AppContext, accountId: string): Promise<OwnerInfo> {
  const rep = await ctx.db
    .selectFrom('accounts')
    .innerJoin('reps', 'reps.id', 'accounts.rep_id')
    .select(['reps.name', 'reps.email', 'reps.phone'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!rep) return DEFAULT_OWNER;
  return {
    name: rep.name,
    email: rep.email ?? DEFAULT_OWNER.email,
    phone: rep.phone ?? DEFAULT_OWNER.phone,
  };
}
