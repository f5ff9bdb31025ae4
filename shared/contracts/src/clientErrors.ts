// Client error reports: a remote area that failed in a browser — its load, the shell's
// refusal of an incompatible release, or a page that threw — tagged remote@version with the trace
// id its fallback shows. Not in spec §7: the portal's own operations endpoints.
import * as v from 'valibot';
import { hasControlCharacters } from './fieldRules';

const CLIENT_ERROR_KINDS = ['load', 'refused', 'render'] as const;
const CLIENT_ERROR_MESSAGE_MAX = 500;

const plainText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max),
    v.check((value) => !hasControlCharacters(value), 'Control characters are not accepted.'),
  );

/** A remote's container name, e.g. mfe_deals. */
export const remoteNameSchema = v.pipe(
  v.string(),
  v.regex(/^mfe_[a-z]{1,30}$/, 'remote must be a container name.'),
);
/** The release a browser ran (null: an unversioned build). */
export const releaseVersionSchema = v.nullable(
  v.pipe(v.string(), v.regex(/^[0-9A-Za-z.+-]{1,80}$/, 'version must be a release id.')),
);

/** POST client-errors. */
export const clientErrorReportSchema = v.object({
  traceId: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/, 'traceId must be 16 hex digits.')),
  remote: remoteNameSchema,
  version: releaseVersionSchema,
  kind: v.picklist(CLIENT_ERROR_KINDS),
  message: plainText(CLIENT_ERROR_MESSAGE_MAX),
  path: v.pipe(plainText(300), v.startsWith('/')),
});
export type ClientErrorReport = v.InferOutput<typeof clientErrorReportSchema>;

/** GET ops/remotes, per remote: the newest error reported and how many in the last 24 hours. */
export interface RemoteErrorSummary {
  remote: string;
  lastError: {
    version: string | null;
    kind: (typeof CLIENT_ERROR_KINDS)[number];
    message: string;
    traceId: string;
    path: string;
    at: string;
  } | null;
  errorsLast24h: number;
}
export interface OpsRemotesResponse {
  remotes: RemoteErrorSummary[];
}

/** The answer of GET ops/remotes, for the API's description (the interfaces above are its type). */
export const opsRemotesResponseSchema = v.object({
  remotes: v.array(
    v.object({
      remote: v.string(),
      lastError: v.nullable(
        v.object({
          version: v.nullable(v.string()),
          kind: v.picklist(CLIENT_ERROR_KINDS),
          message: v.string(),
          traceId: v.string(),
          path: v.string(),
          at: v.string(),
        }),
      ),
      errorsLast24h: v.number(),
    }),
  ),
}) satisfies v.GenericSchema<unknown, OpsRemotesResponse>;
