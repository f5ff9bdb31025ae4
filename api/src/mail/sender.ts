// The sender loop in the API process: delivers due mail_outbox rows over SMTP with retries.
// A row is leased while it is sent (next_attempt_at moves ahead, FOR UPDATE SKIP LOCKED), so two
// API processes never send it twice and a crash mid-send only delays it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export const MAX_ATTEMPTS = 8;
const BATCH = 10;
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;

/** Wait before the next try after `attempts` failed ones: 30 s, doubling, at most an hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface DeliveryOptions {
  db: Kysely<Database>;
  transport: MailTransport;
  from: string;
  now: () => number;
}

/** Sends the rows due now; answers how many were sent and how many failed. */
export async function deliverDue({
  db,
  transport,
  from,
  now,
}: DeliveryOptions): Promise<{ sent: number; failed: number }> {
  const at = new Date(now());
  const claimed = await db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: new Date(at.getTime() + LEASE_MS),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', at)
        .orderBy('next_attempt_at')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();

  let sent = 0;
  let failed = 0;
  for (const row of claimed) {
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
      });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: new Date(now()), last_error: null })
        .where('id', '=', row.id)
        .execute();
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = row.attempts >= MAX_ATTEMPTS;
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          ...(giveUp
            ? { status: 'failed' as const }
            : { next_attempt_at: new Date(now() + retryDelayMs(row.attempts)) }),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return { sent, failed };
}

export interface MailSender {
  stop(): Promise<void>;
}

/** Runs deliverDue every `intervalMs` until stopped (a run in progress is awaited). */
export function startMailSender(
  options: DeliveryOptions & {
    intervalMs?: number;
    /** A run that could not reach the database (a row's SMTP error is kept in its last_error). */
    onError?: (error: unknown) => void;
    onRun?: (result: { sent: number; failed: number }) => void;
  },
): MailSender {
  const intervalMs = options.intervalMs ?? 5000;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    running = deliverDue(options)
      .then((result) => options.onRun?.(result))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
