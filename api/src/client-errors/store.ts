import type { ClientErrorReport, RemoteErrorSummary } from '@lender/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const CLIENT_ERROR_RETENTION_DAYS = 30;

/** Stores a report and drops those past the retention period. */
export async function recordClientError(
  db: Kysely<Database>,
  report: ClientErrorReport,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('client_errors')
      .values({
        trace_id: report.traceId,
        remote: report.remote,
        version: report.version,
        kind: report.kind,
        message: report.message,
        path: report.path,
        created_at: new Date(now),
      })
      .execute();
    await trx
      .deleteFrom('client_errors')
      .where('created_at', '<', new Date(now - CLIENT_ERROR_RETENTION_DAYS * DAY_MS))
      .execute();
  });
}

/** Per remote that reported anything in the retention period: its newest report, its 24 h count. */
export async function latestPerRemote(
  db: Kysely<Database>,
  now: number,
): Promise<RemoteErrorSummary[]> {
  const since = new Date(now - DAY_MS);
  const rows = await db
    .selectFrom('client_errors as e')
    .select([
      'e.remote',
      'e.version',
      'e.kind',
      'e.message',
      'e.trace_id',
      'e.path',
      'e.created_at',
      (eb) =>
        eb
          .selectFrom('client_errors as d')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('d.remote', '=', 'e.remote')
          .where('d.created_at', '>=', since)
          .as('last_day'),
    ])
    .where(({ eb, selectFrom }) =>
      eb(
        'e.id',
        '=',
        selectFrom('client_errors as l')
          .select('l.id')
          .whereRef('l.remote', '=', 'e.remote')
          .orderBy('l.created_at', 'desc')
          .orderBy('l.id', 'desc')
          .limit(1),
      ),
    )
    .orderBy('e.remote')
    .execute();
  return rows.map((row) => ({
    remote: row.remote,
    lastError: {
      version: row.version,
      kind: row.kind as NonNullable<RemoteErrorSummary['lastError']>['kind'],
      message: row.message,
      traceId: row.trace_id,
      path: row.path,
      at: row.created_at.toISOString(),
    },
    errorsLast24h: Number(row.last_day ?? 0),
  }));
}
