// GET docs/openapi.json and GET docs (a page listing every route with its body schema): outside
// production only, like the development mailbox.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { openApiDocument } from './document';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
  const sections = Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const body = (operation.requestBody as { content: Record<string, { schema: unknown }> })
        ?.content['application/json']?.schema;
      return `<section><h2><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h2>
<p>${escapeHtml(String(operation.summary))}. ${escapeHtml(String(operation.description))}</p>
${body ? `<details><summary>Request body</summary><pre>${escapeHtml(JSON.stringify(body, null, 2))}</pre></details>` : ''}</section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lender portal API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Lender portal API</h1><p><a href="docs/openapi.json">openapi.json</a></p>
${sections.join('\n')}</main></body></html>`;
}

export async function openApiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (ctx.config.nodeEnv === 'production') return;
  const docs = { method: 'GET', tag: 'development', access: 'dev', writes: 'nothing' } as const;
  route(
    app,
    ctx.now,
    {
      ...docs,
      url: '/docs/openapi.json',
      operationId: 'openApiDocument',
      summary: 'This description',
      response: v.looseObject({ openapi: v.literal('3.1.0') }),
    },
    async () => openApiDocument(app.routeDeclarations),
  );
  route(
    app,
    ctx.now,
    {
      ...docs,
      url: '/docs',
      operationId: 'openApiPage',
      summary: 'This description, browsable',
      response: { mediaType: 'text/html', description: 'Every route with its body schema' },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(page(openApiDocument(app.routeDeclarations))),
  );
}
