import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';
import { migrate, migrationFiles, pendingMigrations } from '../../server/db/migrate';
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

  it('keeps app_migrations behind row level security like every other table', async () => {
    const [row] = await database.runInTransaction((run) => run.query<{ rls: boolean }>("select relrowsecurity as rls from pg_class where relname = 'app_migrations'"));
    expect(row?.rls).toBe(true);
  });

  it('with MIGRATE_ON_START=off, opens a migrated database and refuses one that is behind, naming what is missing', async () => {
    expect(await pendingMigrations(database.runInTransaction)).toEqual([]);
    const reopened = await openDatabase({ ...database.options, migrate: false });
    await reopened.close();

    const scratch = await scratchDatabase();
    try {
      const refusal = openDatabase({ ...scratch.options, migrate: false });
      await expect(refusal).rejects.toThrow(/MIGRATE_ON_START=off e o banco ainda não tem estas migrações: \d{14}_/);
      // Nothing was applied: the database is as empty as it was.
      const opened = await openDatabase(scratch.options);
      expect(await pendingMigrations(opened.runInTransaction)).toEqual([]);
      await opened.close();
    } finally {
      await scratch.drop();
    }
  });
});
