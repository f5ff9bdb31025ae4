// The one error shape every API 4xx/5xx answers with.
import * as v from 'valibot';

export const apiErrorSchema = v.object({
  statusCode: v.number(),
  error: v.string(),
  message: v.string(),
});
export type ApiError = v.InferOutput<typeof apiErrorSchema>;

/** True when an unknown JSON body is the API's error shape. */
export const isApiError = (body: unknown): body is ApiError => v.is(apiErrorSchema, body);
