// Authorized download links: GET /lima/api/documents/<id>/download?token=<jwt>. The token (HS256,
// with a key derived from JWT_SECRET for this use only) is a grant: it names the document, the
// account and the session it was issued under, and expires after DOWNLOAD_LINK_TTL_SECONDS. A
// browser follows the link without a bearer header, so the download checks the token, that its
// session has not ended (sign-out, password change, idle or too old: the link dies with it) and,
// again, that the account may still see the document's deal or line of credit. Every list answer
// carries fresh links.
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ISSUER } from '../auth/tokens';
import { API_PREFIX } from '../http/prefix';

/** The default lifetime of a link (config: DOWNLOAD_LINK_TTL_SECONDS). */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;
const USE = 'document-download';

/** Who a link was issued to: the account, and the session that asked for it. */
export interface DownloadGrant {
  accountId: string;
  sessionId: string;
}

export interface DownloadLinks {
  /** A link to the document under the grant, valid for the links' lifetime. */
  url(documentId: string, grant: DownloadGrant): Promise<string>;
  /** The token's grant, when it is well signed, unexpired and for this document; else null. */
  verify(token: string, documentId: string): Promise<DownloadGrant | null>;
}

/** The grant of a signed-in caller (an employee viewing an account: the viewing session). */
export const downloadGrant = (account: { id: string; sessionId: string }): DownloadGrant => ({
  accountId: account.id,
  sessionId: account.sessionId,
});

const downloadPath = (documentId: string): string =>
  `${API_PREFIX}/documents/${encodeURIComponent(documentId)}/download`;

export function createDownloadLinks(
  jwtSecret: string,
  now: () => number,
  ttlSeconds = DOWNLOAD_LINK_TTL_SECONDS,
): DownloadLinks {
  // A key of its own: a download token can never pass as a session or link token, nor the reverse.
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, 'lender-portal', USE, 32));
  return {
    async url(documentId, grant) {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new SignJWT({ use: USE, doc: documentId, sid: grant.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(grant.accountId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(key);
      return `${downloadPath(documentId)}?token=${token}`;
    },
    async verify(token, documentId) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp'],
        });
        const { use, doc, sub, sid } = payload;
        if (use !== USE || doc !== documentId || typeof sub !== 'string' || typeof sid !== 'string')
          return null;
        return { accountId: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
