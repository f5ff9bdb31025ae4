// Start-up waits for the database with a growing, bounded pause, logs each wait, and gives up
// with a clear message.
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './dialect';
import type { Database } from './types';
import { DatabaseWaitTimeout, waitForDatabase } from './wait';

function fakeClock() {
  let time = 0;
  const pauses: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      pauses.push(ms);
      time += ms;
    },
    pauses,
  };
}

const logLines = () => {
  const lines: { level: string; fields: unknown; msg: string }[] = [];
  const log = {
    info: (fields: unknown, msg: string) => void lines.push({ level: 'info', fields, msg }),
    warn: (fields: unknown, msg: string) => void lines.push({ level: 'warn', fields, msg }),
  };
  return { lines, log: log as unknown as Parameters<typeof waitForDatabase>[1]['log'] };
};

const unreachable = () =>
  openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none' });
const selectOne = (db: Kysely<Database>) => () => sql`SELECT 1`.execute(db);

it('retries with doubling pauses capped at the maximum, then gives up', async () => {
  const clock = fakeClock();
  const { lines, log } = logLines();
  const db = unreachable();
  try {
    const waiting = waitForDatabase(selectOne(db), { timeoutMs: 12_000, log, ...clock });
    await expect(waiting).rejects.toBeInstanceOf(DatabaseWaitTimeout);
    await expect(waiting).rejects.toThrow(
      /^The database did not answer within 12 s \(DB_WAIT_SECONDS\); last error: .*ECONNREFUSED/,
    );
    expect(clock.pauses).toEqual([250, 500, 1000, 2000, 4000, 4250]);
    expect(
      lines.filter((line) => line.msg === 'database not reachable yet; waiting for it'),
    ).toHaveLength(6);
  } finally {
    await db.destroy();
  }
});

it('returns as soon as the database answers, and says so after a wait', async () => {
  const clock = fakeClock();
  const { lines, log } = logLines();
  let calls = 0;
  const probe = async () => {
    calls += 1;
    if (calls <= 2)
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  };
  await waitForDatabase(probe, { timeoutMs: 60_000, log, ...clock });
  expect(calls).toBe(3);
  expect(clock.pauses).toEqual([250, 500]);
  expect(lines.at(-1)).toMatchObject({ level: 'info', msg: 'database reachable' });
});
