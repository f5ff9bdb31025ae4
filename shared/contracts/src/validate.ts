// Runs a form's schema and keys the first message of each field by its (top-level) name, so the
// browser apps validate with the same schemas as the API without bundling valibot themselves.
import * as v from 'valibot';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

export type Validation<T> =
  { success: true; output: T } | { success: false; errors: FieldErrors<T> };

export function validateFields<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { success: true, output: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue)?.split('.')[0];
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return { success: false, errors: errors as FieldErrors<v.InferOutput<S>> };
}

/**
 * A server's answer checked with its contract's schema: the parsed value, or null when it is not
 * of that shape (the caller says 'Bad response from server.').
 */
export function answerOf<S extends v.GenericSchema>(
  schema: S,
  body: unknown,
): v.InferOutput<S> | null {
  const result = v.safeParse(schema, body);
  return result.success ? result.output : null;
}

/**
 * The parse function of a call's answer (a write call's `parse`, a read's): the answer checked with
 * `schema`, thrown out when it is not of that shape.
 */
export const answerParser =
  <S extends v.GenericSchema>(schema: S) =>
  (answer: unknown): v.InferOutput<S> =>
    v.parse(schema, answer);
