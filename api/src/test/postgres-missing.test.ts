// Without PostgreSQL the *.postgres.test.ts files fail saying how to start it, not ECONNREFUSED.
import { connectTestPostgres } from './postgres';

it('says how to start PostgreSQL (or where to point PG_TEST_URL) when it does not answer', async () => {
  // Port 1: nothing listens there, the connection is refused at once.
  const attempt = connectTestPostgres('postgres://postgres:secret@127.0.0.1:1/test');
  await expect(attempt).rejects.toThrow(
    /PostgreSQL does not answer at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/test/,
  );
  await expect(attempt).rejects.toThrow(/pg_ctlcluster .* main start/);
  await expect(attempt).rejects.toThrow(/PG_TEST_URL=/);
  await expect(attempt).rejects.not.toThrow(/secret/);
});
