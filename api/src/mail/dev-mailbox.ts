// The development mailbox (DEV_MAILBOX): GET dev/mail (JSON) and GET dev/mailbox (a page), the
// newest mail first with the links in each, so a newcomer can follow a setup or reset link
// without a mail server. Never registered when DEV_MAILBOX is off (the default; refused in
// production), and it answers only a caller on this machine: anyone else gets the 404 of a route
// that does not exist.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { AppContext } from '../context';
import { route } from '../http/declare-route';
import { routeNotFound } from '../http/errors';
import { linksIn } from './templates';

const LIMIT = 100;

const devMailMessageSchema = v.object({
  to: v.string(),
  subject: v.string(),
  text: v.string(),
  links: v.array(v.string()),
  /** ISO time; null while SMTP delivery is still pending. */
  sentAt: v.nullable(v.string()),
});
type DevMailMessage = v.InferOutput<typeof devMailMessageSchema>;
const devMailSchema = v.object({ messages: v.array(devMailMessageSchema) });

async function latestMail(ctx: AppContext): Promise<DevMailMessage[]> {
  const rows = await ctx.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body', 'sent_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIMIT)
    .execute();
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    links: linksIn(row.text_body),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
  }));
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:52rem;padding:0 1rem}' +
  'article{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:0 1rem}' +
  'pre{white-space:pre-wrap}pre,a{overflow-wrap:anywhere}';
// The page's CSP allows exactly this style block, nothing else.
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
const MAILBOX_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

function mailboxPage(messages: readonly DevMailMessage[]): string {
  const items = messages.map((message) => {
    const links = message.links
      .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
      .join('');
    return [
      '<article>',
      `<h2>${escapeHtml(message.subject)}</h2>`,
      `<p>To ${escapeHtml(message.to)} · ${message.sentAt ? `sent ${escapeHtml(message.sentAt)}` : 'not sent yet'}</p>`,
      links ? `<ul>${links}</ul>` : '',
      `<pre>${escapeHtml(message.text)}</pre>`,
      '</article>',
    ].join('');
  });
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<title>Development mailbox</title>',
    `<style>${STYLE}</style></head><body>`,
    '<h1>Development mailbox</h1>',
    `<p>The portal's last ${LIMIT} emails, newest first. This page exists only in development (DEV_MAILBOX).</p>`,
    items.length > 0 ? items.join('') : '<p>No email yet.</p>',
    '</body></html>',
  ].join('');
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The connection comes from this machine, and so does the client a trusted proxy (the local
 * shell's) forwarded it for. The socket decides: a forwarded address alone never opens it.
 */
const fromLoopback = (request: FastifyRequest): boolean =>
  LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);

export async function devMailboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.config.devMailbox) return;
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromLoopback(request)) return reply.status(404).send(routeNotFound(request));
    return undefined;
  };

  const mailbox = {
    method: 'GET',
    tag: 'development',
    access: 'dev',
    // The `dev` rule has no hooks: this one answers 404 to callers off this machine.
    guards: { onRequest: [onRequest] },
    writes: 'nothing',
  } as const;

  route(
    app,
    ctx.now,
    {
      ...mailbox,
      url: '/dev/mail',
      operationId: 'devMail',
      summary: 'The development mailbox (JSON)',
      response: devMailSchema,
    },
    async () => ({ messages: await latestMail(ctx) }),
  );

  route(
    app,
    ctx.now,
    {
      ...mailbox,
      url: '/dev/mailbox',
      operationId: 'devMailbox',
      summary: 'The development mailbox (a page)',
      response: { mediaType: 'text/html', description: 'The mailbox, newest first' },
    },
    async (_request, reply) => {
      const page = mailboxPage(await latestMail(ctx));
      return reply
        .header('content-security-policy', MAILBOX_CSP)
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
}
