import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { createTestDatabase, scratchDatabase, type TestDatabase } from '../helpers/db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('migrate', () => {
  it('records every migration file once', async () => {
    const rows = await database.runInTransaction((run) => run.query<{ version: string }>('select version from app_migrations order by version'));
    expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((f) => f.version));
  });

  it('is a no-op the second time', async () => {
    expect(await migrate(database.runInTransaction)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')('lets two processes migrate one empty database at once', async () => {
    // A second database, empty: two pools race to migrate it.
    const scratch = await scratchDatabase();
    const [a, b] = await Promise.all([openDatabase(scratch.options), openDatabase(scratch.options)]);
    const rows = await a.runInTransaction((run) => run.query<{ n: number }>('select count(*)::int as n from app_migrations'));
    expect(rows[0]?.n).toBe(migrationFiles().length);
    await Promise.all([a.close(), b.close()]);
    await scratch.drop();
  });
});
