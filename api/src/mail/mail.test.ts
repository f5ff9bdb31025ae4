// Mail: templates, the outbox, the SMTP sender with retries, and the development mailbox.
import { once } from 'node:events';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { DEFAULT_SUPPORT_CONTACT } from '@lender/contracts';
import { createTestApp, testConfig, type TestApp } from '../test/helpers';
import { queueMail } from './outbox';
import { deliverDue, MAX_ATTEMPTS, retryDelayMs, type MailTransport } from './sender';
import { smtpTransport } from './smtp';
import { accountSetupMail, linksIn, passwordResetMail } from './templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.deleteFrom('mail_outbox').execute();
});

const START = Date.UTC(2026, 2, 15, 9);
const link = 'http://localhost:3000/change-password/abc.def.ghi';
const reset = passwordResetMail({ to: 'a@demo.test', name: 'Ann', link, hours: 24 });

describe('templates', () => {
  it('say what the link is for, how long it works and whom to call', () => {
    expect(reset.subject).toBe('Reset your portal password');
    expect(reset.text).toContain(`\n${link}\n`);
    expect(reset.text).toContain('This link is valid for 24 hours');
    expect(reset.text).toContain(DEFAULT_SUPPORT_CONTACT.phone);
    const setup = accountSetupMail({
      to: 'b@demo.test',
      name: 'Bo',
      link: 'http://x.test/account-setup/t',
      hours: 1,
    });
    expect(setup).toMatchObject({
      template: 'account-setup',
      subject: 'Set up your portal account',
    });
    expect(setup.text).toContain('valid for 1 hour ');
    expect(linksIn(setup.text)).toEqual(['http://x.test/account-setup/t']);
  });
});

describe('outbox', () => {
  it('marks mail sent at once on the development mailbox without SMTP', async () => {
    await queueMail(t.db, { devMailbox: true, smtpUrl: undefined }, reset, new Date(START));
    await queueMail(t.db, { devMailbox: true, smtpUrl: 'smtp://x:25' }, reset, new Date(START));
    await queueMail(t.db, { devMailbox: false, smtpUrl: undefined }, reset, new Date(START));
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select(['status', 'sent_at'])
      .orderBy('status', 'desc')
      .execute();
    expect(rows).toEqual([
      { status: 'sent', sent_at: new Date(START) },
      { status: 'pending', sent_at: null },
      { status: 'pending', sent_at: null },
    ]);
  });
});

describe('sender', () => {
  const pending = { devMailbox: false, smtpUrl: 'smtp://x:25' };

  it('delivers due rows and marks them sent', async () => {
    await queueMail(t.db, pending, reset, new Date(START));
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (message) => sent.push(message) };
    const result = await deliverDue({
      db: t.db,
      transport,
      from: 'P <p@x.test>',
      now: () => START,
    });
    expect(result).toEqual({ sent: 1, failed: 0 });
    expect(sent).toEqual([
      { from: 'P <p@x.test>', to: 'a@demo.test', subject: reset.subject, text: reset.text },
    ]);
    const row = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: new Date(START),
    });
    expect(await deliverDue({ db: t.db, transport, from: 'x', now: () => START })).toEqual({
      sent: 0,
      failed: 0,
    });
  });

  it('retries with a growing backoff, keeps the error, and gives up after MAX_ATTEMPTS', async () => {
    await queueMail(t.db, pending, reset, new Date(START));
    const transport: MailTransport = {
      sendMail: async () => Promise.reject(new Error('connect ECONNREFUSED')),
    };
    let clock = START;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDue({ db: t.db, transport, from: 'x', now: () => clock })).toEqual({
        sent: 0,
        failed: 1,
      });
      const row = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ attempts: attempt, last_error: 'connect ECONNREFUSED' });
      if (attempt < MAX_ATTEMPTS) {
        expect(row.status).toBe('pending');
        expect(row.next_attempt_at).toEqual(new Date(clock + retryDelayMs(attempt)));
        // Not due before its time.
        clock += retryDelayMs(attempt) - 1;
        expect(
          (await deliverDue({ db: t.db, transport, from: 'x', now: () => clock })).failed,
        ).toBe(0);
        clock += 1;
      } else {
        expect(row.status).toBe('failed');
      }
    }
    expect([1, 2, 3, 8, 9].map(retryDelayMs)).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
  });

  it('talks SMTP through nodemailer', async () => {
    const received: string[] = [];
    const server = createServer((socket: Socket) => {
      let data = false;
      let body = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        for (const line of chunk
          .toString()
          .split('\r\n')
          .filter((l, i, a) => i < a.length - 1 || l)) {
          if (data) {
            if (line === '.') {
              data = false;
              received.push(body);
              socket.write('250 queued\r\n');
            } else body += `${line}\n`;
          } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
          else if (/^DATA/i.test(line)) {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      await queueMail(t.db, pending, reset, new Date(START));
      const result = await deliverDue({
        db: t.db,
        transport,
        from: 'Lender Portal <no-reply@lender.example>',
        now: () => START,
      });
      expect(result).toEqual({ sent: 1, failed: 0 });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatch(/^Subject: Reset your portal password$/m);
      expect(received[0]).toMatch(/^To: a@demo\.test$/m);
      // Quoted-printable: soft line breaks end in '='.
      expect(received[0]?.replace(/=\n/g, '')).toContain(link);
    } finally {
      transport.close();
      server.close();
    }
  });
});

describe('development mailbox', () => {
  it('lists the mail newest first with its links (GET dev/mail)', async () => {
    await queueMail(t.db, testConfig(), reset, new Date(START));
    const later = accountSetupMail({
      to: 'b@demo.test',
      name: 'Bo',
      link: 'http://localhost:3000/account-setup/xyz',
      hours: 24,
    });
    await queueMail(t.db, testConfig(), later, new Date(START + 1000));
    const response = await t.app.inject({ method: 'GET', url: '/lima/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      messages: [
        {
          to: 'b@demo.test',
          subject: 'Set up your portal account',
          text: later.text,
          links: ['http://localhost:3000/account-setup/xyz'],
          sentAt: new Date(START + 1000).toISOString(),
        },
        {
          to: 'a@demo.test',
          subject: reset.subject,
          text: reset.text,
          links: [link],
          sentAt: new Date(START).toISOString(),
        },
      ],
    });
  });

  it('shows a page with each mail and its links, escaped (GET dev/mailbox)', async () => {
    await queueMail(
      t.db,
      testConfig(),
      { ...reset, subject: '<script>alert(1)</script>', text: `${reset.text}\n<b>&"'` },
      new Date(START),
    );
    const response = await t.app.inject({ method: 'GET', url: '/lima/api/dev/mailbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'sha256-/,
    );
    expect(response.body).toContain(`<a href="${link}">${link}</a>`);
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).toContain('&lt;b&gt;&amp;&quot;&#39;');
    expect(response.body).not.toContain('<script>');
  });

  it('answers only a caller on this machine, whatever X-Forwarded-For says', async () => {
    const proxied = await createTestApp({ db: t.db, env: { TRUST_PROXY: 'loopback' } });
    try {
      const get = (remoteAddress: string, forwardedFor?: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/lima/api/dev/mail',
          remoteAddress,
          headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
        });
      expect((await get('127.0.0.1')).statusCode).toBe(200);
      expect((await get('::1')).statusCode).toBe(200);
      // The local shell's proxy forwarding a browser on this machine.
      expect((await get('127.0.0.1', '127.0.0.1')).statusCode).toBe(200);
      const refused = [
        await get('203.0.113.9'),
        await get('203.0.113.9', '127.0.0.1'),
        // The local proxy forwarding someone else.
        await get('127.0.0.1', '203.0.113.9'),
      ];
      for (const response of refused) {
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Route GET /lima/api/dev/mail not found.');
      }
    } finally {
      await proxied.app.close();
    }
  });

  it('does not exist when DEV_MAILBOX is off', async () => {
    const off = await createTestApp({ db: t.db, env: { DEV_MAILBOX: 'false' } });
    try {
      for (const url of ['/lima/api/dev/mail', '/lima/api/dev/mailbox'])
        expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    } finally {
      await off.app.close();
    }
  });
});
