// Queuing mail: a row in mail_outbox, written in the caller's transaction so a link token and its
// mail exist together or not at all. The sender (sender.ts) delivers pending rows.
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { Mail } from './templates';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Queues a mail. With the development mailbox and no SMTP_URL there is nothing to deliver to: the
 * row is marked sent at once and shows in GET dev/mail.
 */
export async function queueMail(
  db: Db,
  config: Pick<Config, 'devMailbox' | 'smtpUrl'>,
  mail: Mail,
  at: Date,
): Promise<void> {
  const deliveredHere = config.devMailbox && !config.smtpUrl;
  await db
    .insertInto('mail_outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      template: mail.template,
      created_at: at,
      next_attempt_at: at,
      ...(deliveredHere ? { status: 'sent' as const, sent_at: at } : {}),
    })
    .execute();
}
