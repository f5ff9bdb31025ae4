// Authorized download links: GET /lima/api/documents/<id>/download?token=<jwt>. The token (HS256,
// with a key derived from JWT_SECRET for this use only) names the document and the account it was
// issued to, and expires after DOWNLOAD_LINK_TTL_SECONDS. A browser follows the link without a
// bearer header, so the download checks the token and then, again, that the account may still see
// the document's deal or line of credit. Every list answer carries fresh links.
import { hkdfSync } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { ISSUER } from '../auth/tokens';
import { API_PREFIX } from '../http/prefix';

export const DOWNLOAD_LINK_TTL_SECONDS = 3600;
const USE = 'document-download';

export interface DownloadLinks {
  /** A link to the document for the account, valid DOWNLOAD_LINK_TTL_SECONDS. */
  url(documentId: string, accountId: string): Promise<string>;
  /** The account the token was issued to, when it is valid for this document; else null. */
  verify(token: string, documentId: string): Promise<string | null>;
}

export const downloadPath = (documentId: string): string =>
  `${API_PREFIX}/documents/${encodeURIComponent(documentId)}/download`;

export function createDownloadLinks(jwtSecret: string, now: () => number): DownloadLinks {
  // A key of its own: a download token can never pass as a session or link token, nor the reverse.
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, 'lender-portal', USE, 32));
  return {
    async url(documentId, accountId) {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new SignJWT({ use: USE, doc: documentId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(accountId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + DOWNLOAD_LINK_TTL_SECONDS)
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
        if (payload.use !== USE || payload.doc !== documentId || typeof payload.sub !== 'string')
          return null;
        return payload.sub;
      } catch {
        return null;
      }
    },
  };
}
