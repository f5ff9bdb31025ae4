// Validates request bodies with the shared valibot schemas; the first issue becomes a 400.
import { hasBrokenText } from '@lender/contracts';
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

/** What PostgreSQL cannot store as sent: a NUL (text and json), broken Unicode (json; text keeps U+FFFD). */
type Unstorable = { problem: 'nul' | 'broken'; field: string };

/** The first string of a JSON value (keys included) PostgreSQL cannot store, with where it is. */
export function findUnstorableText(value: unknown, field = ''): Unstorable | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { problem: 'nul', field };
    if (hasBrokenText(value)) return { problem: 'broken', field };
    return null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${field}[${index}]`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const path = field ? `${field}.${key}` : key;
      const found = findUnstorableText(key, path) ?? findUnstorableText(item, path);
      if (found) return found;
    }
  }
  return null;
}

export const NUL_MESSAGE = 'The request must not contain NUL characters.';
export const brokenTextMessage = (field: string): string =>
  `${field || 'The request'} holds broken characters (such as half of an emoji): remove them.`;

/** Refuses a value holding text PostgreSQL would refuse (a 500) or alter, naming the field. */
function refuseUnstorableText(value: unknown): void {
  const found = findUnstorableText(value);
  if (found)
    throw badRequest(found.problem === 'nul' ? NUL_MESSAGE : brokenTextMessage(found.field));
}

export function parseBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  body: unknown,
): v.InferOutput<TSchema> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input))
    throw badRequest('Request body must be a JSON object.');
  const result = v.safeParse(schema, input);
  if (!result.success) throw badRequest(firstIssueMessage(result.issues));
  // Text fields refuse these already with their own message (contracts' textInput); this covers
  // every other string a schema lets through.
  refuseUnstorableText(result.output);
  return result.output;
}

/** A GET's query string through a schema (Fastify gives repeated keys as arrays: the schema refuses them). */
export function parseQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
  query: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, query ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.issues));
  refuseUnstorableText(result.output);
  return result.output;
}
