// Page loads browsers reported: one row per load with whichever vitals it measured, bounded in age
// and in count; summarized per release with the errors reported from it.
import type { ClientVitalsReport, ReleaseVitals, VitalName } from '@lender/contracts';
import { VITAL_NAMES } from '@lender/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/types';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VITALS_RETENTION_DAYS = 7;
/** The newest rows kept whatever their age: a flood of reports cannot grow the table further. */
const VITALS_MAX_ROWS = 100_000;

const COLUMN: Record<VitalName, 'lcp' | 'inp' | 'cls'> = { LCP: 'lcp', INP: 'inp', CLS: 'cls' };

/** Stores a page load and drops rows past the age and count bounds, in one transaction. */
export async function recordVitals(
  db: Kysely<Database>,
  report: ClientVitalsReport,
  now: number,
  maxRows: number = VITALS_MAX_ROWS,
): Promise<void> {
  const value = (name: VitalName) => report.metrics.find((metric) => metric.name === name)?.value;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('client_vitals')
      .values({
        remote: report.remote,
        version: report.version,
        page: report.page,
        lcp: value('LCP') ?? null,
        inp: value('INP') ?? null,
        cls: value('CLS') ?? null,
        created_at: new Date(now),
      })
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

interface Window {
  /** Only this remote's releases. */
  remote?: string;
  /** Only these releases (of `remote`). */
  versions?: readonly string[];
  /** Loads and errors from then on (default: all the store keeps). */
  since?: Date;
}

const empty = (remote: string, version: string | null): ReleaseVitals => ({
  remote,
  version,
  loads: 0,
  errors: 0,
  measured: { LCP: 0, INP: 0, CLS: 0 },
  p75: { LCP: null, INP: null, CLS: null },
});

/**
 * Per remote release: its page loads, the errors reported from it and each vital's 75th
 * percentile, over the window. Asked releases with nothing reported answer zeros and no vitals.
 */
export async function releaseStats(
  db: Kysely<Database>,
  window: Window = {},
): Promise<ReleaseVitals[]> {
  const { remote, versions, since } = window;
  const loads = await db
    .selectFrom('client_vitals')
    .select([
      'remote',
      'version',
      sql<string>`count(*)`.as('loads'),
      ...VITAL_NAMES.flatMap((name) => [
        sql<string>`count(${sql.ref(COLUMN[name])})`.as(`n_${name}`),
        sql<
          number | null
        >`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${sql.ref(COLUMN[name])})`.as(`p75_${name}`),
      ]),
    ])
    .$if(remote !== undefined, (q) => q.where('remote', '=', remote as string))
    .$if(versions !== undefined, (q) => q.where('version', 'in', versions as string[]))
    .$if(since !== undefined, (q) => q.where('created_at', '>=', since as Date))
    .groupBy(['remote', 'version'])
    .execute();
  const errors = await db
    .selectFrom('client_errors')
    .select(['remote', 'version', sql<string>`count(*)`.as('errors')])
    .$if(remote !== undefined, (q) => q.where('remote', '=', remote as string))
    .$if(versions !== undefined, (q) => q.where('version', 'in', versions as string[]))
    .$if(since !== undefined, (q) => q.where('created_at', '>=', since as Date))
    .groupBy(['remote', 'version'])
    .execute();

  const releases = new Map<string, ReleaseVitals>();
  const entry = (name: string, version: string | null) => {
    const key = `${name}@${version ?? ''}`;
    let release = releases.get(key);
    if (!release) {
      release = empty(name, version);
      releases.set(key, release);
    }
    return release;
  };
  if (remote && versions) for (const version of versions) entry(remote, version);
  for (const row of loads) {
    const release = entry(row.remote, row.version);
    release.loads = Number(row.loads);
    const record = row as unknown as Record<string, string | number | null>;
    for (const name of VITAL_NAMES) {
      release.measured[name] = Number(record[`n_${name}`]);
      const p75 = record[`p75_${name}`];
      release.p75[name] = p75 === null || p75 === undefined ? null : Number(p75);
    }
  }
  for (const row of errors) entry(row.remote, row.version).errors = Number(row.errors);
  return [...releases.values()].sort(
    (a, b) => a.remote.localeCompare(b.remote) || (a.version ?? '').localeCompare(b.version ?? ''),
  );
}
