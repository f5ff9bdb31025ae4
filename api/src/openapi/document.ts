// The OpenAPI 3.1 description of /lima/api, built from the declarations of the routes the app
// registered (http/declare-route.ts): their schemas turned into JSON Schema, their summary and
// operationId, and who may call each one.
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import type { Rule } from '../http/access-rule';
import { bodySchemaAt, type RouteDeclaration } from '../http/declare-route';
import { viewingRule } from '../impersonation/guard';

type JsonObject = Record<string, unknown>;

const WHO: Record<Rule, string> = {
  public: 'Anyone.',
  link: "Only a link's own token or signature (an emailed link, a signed download link).",
  signedIn: 'Any session.',
  customer: 'A customer session (an employee viewing a customer counts as that customer).',
  broker: 'A broker session (or an employee’s own).',
  notLead: 'Any session but a lead’s.',
  publicOrCustomer: 'Anyone without a session, or a customer session.',
  customerOrLead: 'A customer or a lead session.',
  employee: "An employee's own session.",
  dev: 'Anyone on the API’s own machine, where the development mailbox is on (never in production).',
  service:
    'The operations token (OPS_TOKEN) as a bearer token: a service, never a person’s session.',
};
const VIEWING_REFUSED = ' Refused while an employee views the account (viewing is read-only).';
const OPEN_RULES = new Set<Rule>(['public', 'link', 'dev', 'publicOrCustomer']);

/** JSON Schema of a valibot schema; checks JSON Schema cannot say (custom rules) are left out. */
const jsonSchema = (schema: GenericSchema): JsonObject =>
  toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' }) as JsonObject;

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function successResponse(response: RouteDeclaration['response']): [string, JsonObject] {
  if ('status' in response) return ['204', { description: 'No content' }];
  if ('mediaType' in response)
    return [
      '200',
      {
        description: response.description,
        content: { [response.mediaType]: { schema: { type: 'string' } } },
      },
    ];
  return [
    '200',
    { description: 'OK', content: { 'application/json': { schema: jsonSchema(response) } } },
  ];
}

function operation(route: string, doc: RouteDeclaration): JsonObject {
  const path = route.slice(route.indexOf(' ') + 1);
  const pathParameters = [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = doc.query ? jsonSchema(doc.query) : null;
  const queryParameters = Object.entries((query?.properties as JsonObject | undefined) ?? {}).map(
    ([name, schema]) => ({
      name,
      in: 'query',
      required: ((query?.required as string[] | undefined) ?? []).includes(name),
      schema,
    }),
  );
  const [status, success] = successResponse(doc.response);
  return {
    operationId: doc.operationId,
    summary: doc.summary,
    description: `Who may call it: ${WHO[doc.access]}${viewingRule(doc) === 'refused' ? VIEWING_REFUSED : ''}`,
    tags: [doc.tag],
    ...(OPEN_RULES.has(doc.access) ? { security: [] } : {}),
    ...(pathParameters.length + queryParameters.length
      ? { parameters: [...pathParameters, ...queryParameters] }
      : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: jsonSchema(bodySchemaAt(doc.body, new Date())) },
            },
          },
        }
      : {}),
    responses: {
      [status]: success,
      '400': ERROR_RESPONSE,
      '401': ERROR_RESPONSE,
      '403': ERROR_RESPONSE,
      '404': ERROR_RESPONSE,
      '429': ERROR_RESPONSE,
    },
  };
}

/** The description of every route ('METHOD /lima/api/...') by its declaration. */
export function openApiDocument(
  routes: ReadonlyMap<string, RouteDeclaration | undefined>,
): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const [route, declaration] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    if (!declaration) throw new Error(`${route} is served without a declaration`);
    const [method = '', path = ''] = route.split(' ');
    const openApiPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[openApiPath] = {
      ...paths[openApiPath],
      [method.toLowerCase()]: operation(route, declaration),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Lender portal API',
      version: '1.0.0',
      description:
        'The portal’s server (spec §7 and the portal’s own operations endpoints). Request bodies ' +
        'are described from the valibot schemas the server validates with; rules JSON Schema ' +
        'cannot express (cross-field checks, dates relative to today) are enforced but not shown.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Error: {
          description: 'The one error shape of every error answer',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['statusCode', 'error', 'message'],
                properties: {
                  statusCode: { type: 'integer' },
                  error: { type: 'string' },
                  message: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  };
}
