/**
 * A database that exists today (the hand-written baseline applied, by our migrator or by `supabase db
 * push`) and holds rows in every table migrates to the current supabase/migrations without losing any.
 *
 * The rows are written through today's schema.ts into a migrated database, then copied into the
 * baseline one over the columns it has, so the test keeps working once schema.ts moves on.
 */
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase, type Database } from '@/server/db/client';
import { migrate, migrationFiles } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';
import { seedIfEmpty } from '@/server/db/seed';
import { localDiskStorage } from '@/server/storage/local-disk';
import { createTestDatabase, scratchDatabase, type TestDatabase } from '../helpers/db';

/** The last hand-written migration: every database created before drizzle-kit has exactly these. */
const BASELINE = '20261122000100';
const baselineFiles = () => migrationFiles().filter((f) => f.version <= BASELINE);

type Raw = Omit<Database, 'instanceId'>;

// In declaration order, which is also the order of the foreign keys.
const tableNames = Object.values(schema).flatMap((t) => (is(t, PgTable) ? [getTableName(t)] : []));

/** The sample content, plus one row in each table the sample content leaves empty. */
async function fill(database: TestDatabase) {
  await seedIfEmpty(database, localDiskStorage(path.join(database.dir, 'media')));
  const { db } = database;
  const [media] = await db.select({ id: schema.mediaGallery.id }).from(schema.mediaGallery).limit(1);
  const [roomType] = await db.select({ id: schema.roomTypes.id, name: schema.roomTypes.name }).from(schema.roomTypes).limit(1);
  const [user] = await db.insert(schema.users).values({ email: 'hospede@example.com', passwordHash: 'x', fullName: 'Maria Souza' }).returning();
  const userId = user!.id;
  const future = new Date(Date.now() + 86_400_000);
  await db.insert(schema.sessions).values({ id: 'sessao', userId, expiresAt: future });
  await db.insert(schema.authTokens).values({ tokenHash: 'token', userId, purpose: 'password_reset', email: 'hospede@example.com', expiresAt: future });
  await db.insert(schema.profiles).values({ userId, fullName: 'Maria Souza' });
  await db.insert(schema.guests).values({ userId, fullName: 'Maria Souza', email: 'hospede@example.com', phone: '66999990000' });
  await db.insert(schema.leisureActivities).values({ title: 'Piscina', featuredImageId: media!.id });
  await db.insert(schema.sectionBackgrounds).values({ section: 'hero', mediaId: media!.id });
  const [reservation] = await db
    .insert(schema.reservations)
    .values({
      guestUserId: userId,
      guestName: 'Maria Souza',
      guestEmail: 'hospede@example.com',
      guestPhone: '66999990000',
      checkInDate: '2027-03-10',
      checkOutDate: '2027-03-12',
      roomType: roomType!.name,
      roomTypeId: roomType!.id,
      nights: 2,
      totalPrice: 410,
    })
    .returning();
  await db.insert(schema.notifications).values({ type: 'new_reservation', title: 'Nova reserva', message: 'Maria Souza', reservationId: reservation!.id });
  await db.insert(schema.emailOutbox).values({ kind: 'reservation_received', toAddress: 'hospede@example.com', subject: 'Reserva', textBody: 'Recebemos', reservationId: reservation!.id });
  await db.insert(schema.qrCardapioItems).values({ name: 'Café da manhã', price: 35, mediaId: media!.id });
  const [evento] = await db.insert(schema.qrCentroEventos).values({ title: 'Salão', capacity: 120, mediaId: media!.id }).returning();
  await db.insert(schema.qrCentroEventosPhotos).values({ eventoId: evento!.id, mediaId: media!.id });
  await db.insert(schema.rateLimits).values({ key: 'contato:127.0.0.1', windowStart: new Date(), count: 1 });
}

const columnsOf = async (database: Raw, table: string) =>
  (
    await database.runInTransaction((run) =>
      run.query<{ column_name: string }>(
        'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position',
        [table],
      ),
    )
  ).map((c) => c.column_name);

/** Copies every row of `from` into the tables `to` has, over the columns it has (the others stay null). */
async function copyRows(from: Raw, to: Raw) {
  for (const table of tableNames) {
    const columns = await columnsOf(to, table);
    if (columns.length === 0) continue;
    const [dump] = await from.runInTransaction((run) => run.query<{ rows: string }>(`select coalesce(json_agg(t), '[]')::text as rows from "${table}" t`));
    const list = columns.map((c) => `"${c}"`).join(', ');
    await to.runInTransaction((run) =>
      run.query(`insert into "${table}" (${list}) select ${list} from json_populate_recordset(null::"${table}", $1::json)`, [dump!.rows]),
    );
  }
}

/** Every row of every table, as text, over the columns the table has (or had: `columns`). */
async function contents(database: Raw, columns?: Map<string, string[]>) {
  const out = new Map<string, { columns: string[]; rows: string[] }>();
  // Given the columns of the baseline, only its tables: a later migration's new tables start empty.
  for (const table of columns ? [...columns.keys()] : tableNames) {
    const names = columns?.get(table) ?? (await columnsOf(database, table));
    if (names.length === 0) continue;
    const list = names.map((c) => `"${c}"`).join(', ');
    const rows = await database.runInTransaction((run) => run.query<{ r: string }>(`select (${list})::text as r from "${table}" order by 1`));
    out.set(table, { columns: names, rows: rows.map((r) => r.r) });
  }
  return out;
}

// Three databases per case, the first one seeded: PGlite needs more than the default minute on a busy machine.
const SLOW = 180_000;

let source: TestDatabase;
beforeAll(async () => {
  source = await createTestDatabase();
  await fill(source);
}, SLOW);
afterAll(async () => {
  await source?.close();
});

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function baselineDatabase(record: 'app_migrations' | 'supabase_migrations') {
  const scratch = await scratchDatabase();
  cleanup.push(scratch.drop);
  const raw = await connectDatabase(scratch.options);
  if (record === 'app_migrations') await migrate(raw.runInTransaction, baselineFiles());
  else {
    // What `supabase db push` leaves: the files applied, their versions in its own history table.
    await raw.runInTransaction(async (run) => {
      for (const file of baselineFiles()) await run.exec(file.sql);
      await run.exec('create schema if not exists supabase_migrations; create table supabase_migrations.schema_migrations (version text primary key)');
      for (const file of baselineFiles()) await run.query('insert into supabase_migrations.schema_migrations (version) values ($1)', [file.version]);
    });
  }
  return { scratch, raw };
}

// `supabase db push` (history in supabase_migrations) only ever runs against PostgreSQL.
const RECORDS = process.env.TEST_DB_KIND === 'postgres' ? (['app_migrations', 'supabase_migrations'] as const) : (['app_migrations'] as const);

describe.each(RECORDS)('a database at the baseline, recorded in %s', (record) => {
  it('keeps every row when migrated to the current migrations', async () => {
    const { scratch, raw } = await baselineDatabase(record);
    let before: Awaited<ReturnType<typeof contents>>;
    try {
      await copyRows(source, raw);
      before = await contents(raw);
    } finally {
      await raw.close();
    }
    for (const [table, { rows }] of before) expect(rows.length, `${table} has rows`).toBeGreaterThan(0);

    const migrated = await openDatabase(scratch.options);
    cleanup.push(() => migrated.close());
    const after = await contents(migrated, new Map([...before].map(([table, { columns }]) => [table, columns])));
    expect(after).toEqual(before);
    const applied = await migrated.runInTransaction((run) => run.query<{ version: string }>('select version from app_migrations'));
    const expected = record === 'app_migrations' ? migrationFiles() : migrationFiles().filter((f) => f.version > BASELINE);
    expect(applied.map((r) => r.version).sort()).toEqual(expected.map((f) => f.version));
  }, SLOW);
});
