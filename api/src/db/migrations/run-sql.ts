import { sql, type Kysely } from 'kysely';

/** Runs DDL statements one at a time (PGlite and parameterised pg reject multi-statement queries). */
export async function runStatements(
  db: Kysely<unknown>,
  statements: readonly string[],
): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
