// Setup and reset links: an HS256 JWT in the link's path (JWT_SECRET), with aud = the account's
// email (the setup page reads it), use = 'setup' | 'reset', a random jti and exp =
// SETUP_TOKEN_TTL_HOURS. The database keeps only sha256(jti) (auth_tokens.id): a copy of the
// table cannot be turned into working links. Each link works once.
import { createHash, randomBytes } from 'node:crypto';
import type { LinkTokenUse } from '@lender/contracts';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely, Transaction } from 'kysely';
import { ISSUER } from '../auth/tokens';
import type { Database } from '../db/types';
import type { AppContext } from '../context';
import { unauthorized } from '../http/errors';

type Db = Kysely<Database> | Transaction<Database>;

export const LINK_INVALID = 'This link is invalid, used or expired. Please ask for a new one.';

const hashJti = (jti: string): string => createHash('sha256').update(jti).digest('hex');

export interface LinkClaims {
  email: string;
  use: LinkTokenUse;
  jti: string;
}

const keyOf = (ctx: AppContext) => new TextEncoder().encode(ctx.config.jwtSecret);

/** Signs a link token for the account and stores its hash; answers the token. */
export async function issueLinkToken(
  db: Db,
  ctx: AppContext,
  account: { id: string; email: string },
  use: LinkTokenUse,
): Promise<string> {
  const jti = randomBytes(32).toString('base64url');
  const issuedAt = Math.floor(ctx.now() / 1000);
  const expiresAt = issuedAt + ctx.config.setupTokenTtlHours * 3600;
  const token = await new SignJWT({ use })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(account.email)
    .setJti(jti)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(ctx));
  await db
    .insertInto('auth_tokens')
    .values({
      id: hashJti(jti),
      account_id: account.id,
      purpose: use,
      expires_at: new Date(expiresAt * 1000),
      created_at: new Date(ctx.now()),
    })
    .execute();
  return token;
}

/** The claims of a well-signed, unexpired link token for `use`; otherwise a 401. */
export async function verifyLinkToken(
  ctx: AppContext,
  token: string,
  use: LinkTokenUse,
): Promise<LinkClaims> {
  try {
    const { payload } = await jwtVerify(token, keyOf(ctx), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: new Date(ctx.now()),
      requiredClaims: ['aud', 'jti', 'exp'],
    });
    if (payload.use !== use || typeof payload.aud !== 'string' || typeof payload.jti !== 'string')
      throw new Error('not a link token for this use');
    return { email: payload.aud, use, jti: payload.jti };
  } catch {
    throw unauthorized(LINK_INVALID);
  }
}

/**
 * The account of an unused, unexpired stored link (else a 401). With `lock`, the token row is
 * locked until the transaction ends, so a link cannot be used twice at once.
 */
export async function findLinkAccount(
  db: Db,
  ctx: AppContext,
  claims: LinkClaims,
  options: { lock?: boolean } = {},
): Promise<{ id: string; email: string; name: string; rep_id: string | null }> {
  let query = db
    .selectFrom('auth_tokens as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .select(['a.id', 'a.email', 'a.name', 'a.rep_id'])
    .where('t.id', '=', hashJti(claims.jti))
    .where('t.purpose', '=', claims.use)
    .where('t.used_at', 'is', null)
    .where('t.expires_at', '>', new Date(ctx.now()))
    .where('a.email', '=', claims.email);
  if (options.lock) query = query.forUpdate('t');
  const account = await query.executeTakeFirst();
  if (!account) throw unauthorized(LINK_INVALID);
  return account;
}

/** Marks every outstanding link of the account used (its password was just set). */
export async function useAllLinks(db: Db, accountId: string, at: Date): Promise<void> {
  await db
    .updateTable('auth_tokens')
    .set({ used_at: at })
    .where('account_id', '=', accountId)
    .where('used_at', 'is', null)
    .execute();
}

/** True when a link for `use` went to the account after `since`. */
export async function linkSentSince(
  db: Db,
  accountId: string,
  use: LinkTokenUse,
  since: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom('auth_tokens')
    .select('id')
    .where('account_id', '=', accountId)
    .where('purpose', '=', use)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}
