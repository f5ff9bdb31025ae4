// Validates request bodies with the shared valibot schemas; the first issue becomes a 400.
import * as v from 'valibot';
import { badRequest } from './errors';

/** The first issue's message; a missing key gets "<key> is required." instead of valibot's generic text. */
function firstIssueMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'Invalid request body.';
  const last = issue.path?.[issue.path.length - 1];
  if (
    issue.kind === 'schema' &&
    issue.input === undefined &&
    last &&
    typeof last.key === 'string'
  ) {
    return `${last.key} is required.`;
  }
  return issue.message;
}

/** True when any string in a JSON value (keys included) holds a NUL, which PostgreSQL cannot store. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  return false;
}

export const NUL_MESSAGE = 'The request must not contain NUL characters.';

export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input))
    throw badRequest('Request body must be a JSON object.');
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest(firstIssueMessage(result.issues));
  // Text fields refuse control characters already (contracts' textInput); this covers the rest.
  if (containsNul(result.output)) throw badRequest(NUL_MESSAGE);
  return result.output;
}

/** A GET's query string through a schema (Fastify gives repeated keys as arrays: the schema refuses them). */
export function parseQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
  query: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, query ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.issues));
  return result.output;
}
