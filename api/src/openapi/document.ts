// The OpenAPI 3.1 description of /lima/api, built from the routes the app registered, their rows
// in ROUTE_DOCS (the schemas the handlers validate with, turned into JSON Schema) and who may call
// each one (the authorization matrix).
import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { MATRIX, type Rule } from '../authorization/matrix';
import { ROUTE_DOCS } from './route-docs';

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
};
const VIEWING_REFUSED = ' Refused while an employee views the account (viewing is read-only).';
const OPEN_RULES = new Set<Rule>(['public', 'link', 'dev', 'publicOrCustomer']);

/** JSON Schema of a valibot schema; checks JSON Schema cannot say (custom rules) are left out. */
const jsonSchema = (schema: GenericSchema): JsonObject =>
  toJsonSchema(schema, { errorMode: 'ignore' }) as JsonObject;

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function operation(route: string): JsonObject {
  const doc = ROUTE_DOCS[route];
  if (!doc) throw new Error(`${route} has no row in ROUTE_DOCS`);
  const row = MATRIX[route];
  if (!row) throw new Error(`${route} has no row in the authorization matrix`);
  const { rule } = row;
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
  return {
    summary: doc.summary,
    description: `Who may call it: ${WHO[rule]}${row.whileViewing === 'refused' ? VIEWING_REFUSED : ''}`,
    tags: [doc.tag],
    ...(OPEN_RULES.has(rule) ? { security: [] } : {}),
    ...(pathParameters.length + queryParameters.length
      ? { parameters: [...pathParameters, ...queryParameters] }
      : {}),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(doc.body) } },
          },
        }
      : {}),
    responses: {
      '200': { description: 'OK' },
      '400': ERROR_RESPONSE,
      '401': ERROR_RESPONSE,
      '403': ERROR_RESPONSE,
      '404': ERROR_RESPONSE,
      '429': ERROR_RESPONSE,
    },
  };
}

/** The description of every route in `routes` ('METHOD /lima/api/...'). */
export function openApiDocument(routes: readonly string[]): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const route of [...routes].sort()) {
    const [method = '', path = ''] = route.split(' ');
    const openApiPath = path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[openApiPath] = { ...paths[openApiPath], [method.toLowerCase()]: operation(route) };
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
