// One declaration per route: what it takes and answers (valibot schemas), what it is called in the
// OpenAPI document, who may call it, and what it writes. Validation (`input.body()`,
// `input.query()`), the OpenAPI document (openapi/document.ts), the authorization matrix
// (test/matrix.ts), the viewing guard and the read cache's invalidation all read it from
// the route's config; declare-route.test.ts lists any route served without a complete one.
import type { RateLimitOptions } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type * as v from 'valibot';
import type { Rule } from './access-rule';
import { parseBody, parseQuery } from './validate';

/**
 * What a route writes, as far as the read cache is concerned:
 * - `nothing`: it only reads (a POST that reads says so);
 * - `uncached`: it writes rows no cached read shows (reports, links, servicing requests);
 * - `account`: what the caller's account sees, and an account the handler names
 *   (`noteWrittenAccount`, e.g. the account whose password a link sets);
 * - `deal`: that, and the deal it checked access to (`requireDealAccess`) for every account that
 *   may see the deal.
 * Anything but `nothing` is refused while an employee views an account (unless `whileViewing`).
 */
type Writes = 'nothing' | 'uncached' | 'account' | 'deal';

type Tag =
  | 'users'
  | 'deals'
  | 'documents'
  | 'profile'
  | 'payments'
  | 'construction'
  | 'servicing'
  | 'operations'
  | 'development';

/** A body schema, or one made for the request's time (rules on dates relative to today). */
export type BodySchema = v.GenericSchema | ((now: Date) => v.GenericSchema);

/** A JSON answer's schema, an empty 204, or another media type (a page, a file). */
type ResponseDeclaration =
  v.GenericSchema | { status: 204 } | { mediaType: string; description: string };

export interface RouteDeclaration<
  B extends BodySchema | null = BodySchema | null,
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  method: 'GET' | 'POST';
  /** Under /lima/api. */
  url: string;
  /** Unique, lowerCamelCase. */
  operationId: string;
  summary: string;
  tag: Tag;
  /** Who may call it (the authorization matrix's rule): route() adds the rule's hooks. */
  access: Rule;
  /**
   * Hooks that enforce `access` in place of the rule's own (auth/access-guards.ts): only where a
   * route needs something the rule's hooks do not do (a check before its body is read, a message
   * of its own), said beside them; never a copy of the rule's. The matrix test checks they enforce it.
   */
  guards?: {
    onRequest?: readonly onRequestHookHandler[];
    preHandler?: readonly preHandlerHookHandler[];
  };
  writes: Writes;
  /** Overrides what the viewing guard derives from `writes` (signing out; the payment page). */
  whileViewing?: 'allowed' | 'refused';
  /** A POST's body (null: it takes none). */
  body?: B;
  query?: Q;
  response: ResponseDeclaration;
  /** Other Fastify options (body limit, rate limit). */
  options?: Pick<RouteShorthandOptions, 'bodyLimit'> & { rateLimit?: RateLimitOptions };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    declaration?: RouteDeclaration;
  }
}

type Parsed<S> = S extends (now: Date) => infer T
  ? T extends v.GenericSchema
    ? v.InferOutput<T>
    : never
  : S extends v.GenericSchema
    ? v.InferOutput<S>
    : never;

/** The request's input, validated with the declaration's schemas when the handler asks for it. */
interface RouteInput<B, Q> {
  body(): Parsed<B>;
  query(): Parsed<Q>;
}

export type RouteHandler<B, Q, RG extends RouteGenericInterface> = (
  request: FastifyRequest<RG>,
  reply: FastifyReply,
  input: RouteInput<B, Q>,
) => Promise<unknown>;

/** The body schema for a request made at `now`. */
export const bodySchemaAt = (body: BodySchema, now: Date): v.GenericSchema =>
  typeof body === 'function' ? body(now) : body;

/** The declaration of a request's route (undefined for a route served without one). */
export const declarationOf = (request: FastifyRequest): RouteDeclaration | undefined =>
  request.routeOptions.config?.declaration;

/**
 * Registers a route from its declaration. The handler validates its input by calling
 * `input.body()` / `input.query()` where it needs it (after the checks that answer first).
 */
export function route<
  B extends BodySchema | null = null,
  Q extends v.GenericSchema | undefined = undefined,
  RG extends RouteGenericInterface = RouteGenericInterface,
>(
  app: FastifyInstance,
  now: () => number,
  declaration: RouteDeclaration<B, Q>,
  handler: RouteHandler<B, Q, RG>,
): void {
  const { options, body, query } = declaration;
  const guards = declaration.guards ?? { preHandler: app.accessGuards[declaration.access] };
  app.route({
    method: declaration.method,
    url: declaration.url,
    ...(options?.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(guards?.onRequest ? { onRequest: [...guards.onRequest] } : {}),
    ...(guards?.preHandler ? { preHandler: [...guards.preHandler] } : {}),
    config: {
      declaration: declaration as RouteDeclaration,
      ...(options?.rateLimit ? { rateLimit: options.rateLimit } : {}),
    },
    handler(request, reply) {
      const input: RouteInput<B, Q> = {
        body: () => {
          if (!body) throw new Error(`${declaration.operationId} declares no body`);
          return parseBody(bodySchemaAt(body, new Date(now())), request.body) as Parsed<B>;
        },
        query: () => {
          if (!query) throw new Error(`${declaration.operationId} declares no query`);
          return parseQuery(query, request.query) as Parsed<Q>;
        },
      };
      // The route's generic only narrows what the handler reads of the request (an upload's body).
      return handler(request as FastifyRequest<RG>, reply, input);
    },
  });
}
