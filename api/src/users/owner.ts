// The account's rep ("owner"), or the lender's default support contact (spec §9).
import { DEFAULT_SUPPORT_CONTACT } from '@lender/contracts';
import type { OwnerInfo } from '@lender/contracts';
import type { AppContext } from '../context';

export async function ownerInfo(ctx: AppContext, accountId: string): Promise<OwnerInfo> {
  const rep = await ctx.db
    .selectFrom('accounts')
    .innerJoin('reps', 'reps.id', 'accounts.rep_id')
    .select(['reps.name', 'reps.email', 'reps.phone'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!rep) return { ...DEFAULT_SUPPORT_CONTACT };
  return {
    name: rep.name,
    email: rep.email ?? DEFAULT_SUPPORT_CONTACT.email,
    phone: rep.phone ?? DEFAULT_SUPPORT_CONTACT.phone,
  };
}
