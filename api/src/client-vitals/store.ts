// Web vitals reports: stored per metric, bounded in age and in count, summarized per release.
import type { ClientVitalsReport, ReleaseVitals, VitalName } from '@lender/contracts';
import { VITAL_NAMES } from '@lender/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VITALS_RETENTION_DAYS = 7;
/** The newest rows kept whatever their age: a flood of reports cannot grow the table further. */
const VITALS_MAX_ROWS = 100_000;

/** Stores a page's metrics and drops rows past the age and count bounds, in one transaction. */
export async function recordVitals(
  db: Kysely<Database>,
  report: ClientVitalsReport,
  now: number,
  maxRows: number = VITALS_MAX_ROWS,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('client_vitals')
      .values(
        report.metrics.map((metric) => ({
          remote: report.remote,
          version: report.version,
          page: report.page,
          name: metric.name,
          value: metric.value,
          created_at: new Date(now),
        })),
      )
      .execute();
    await trx
      .deleteFrom('client_vitals')
      .where((eb) =>
        eb.or([
          eb('created_at', '<', new Date(now - VITALS_RETENTION_DAYS * DAY_MS)),
          eb(
            'id',
            '<=',
            eb.selectFrom('client_vitals').select(sql<string>`max(id) - ${maxRows}`.as('floor')),
          ),
        ]),
      )
      .execute();
  });
}

/** Per remote release with reports: how many page loads, and the 75th percentile of each metric. */
export async function vitalsByRelease(db: Kysely<Database>): Promise<ReleaseVitals[]> {
  const rows = await db
    .selectFrom('client_vitals')
    .select([
      'remote',
      'version',
      'name',
      sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY value)`.as('p75'),
      sql<string>`count(*)`.as('samples'),
    ])
    .groupBy(['remote', 'version', 'name'])
    .orderBy('remote')
    .orderBy('version')
    .execute();
  const releases = new Map<string, ReleaseVitals>();
  for (const row of rows) {
    const key = `${row.remote}@${row.version ?? ''}`;
    const release = releases.get(key) ?? {
      remote: row.remote,
      version: row.version,
      samples: 0,
      p75: Object.fromEntries(VITAL_NAMES.map((name) => [name, null])) as Record<
        VitalName,
        number | null
      >,
    };
    release.p75[row.name as VitalName] = Number(row.p75);
    release.samples = Math.max(release.samples, Number(row.samples));
    releases.set(key, release);
  }
  return [...releases.values()];
}
