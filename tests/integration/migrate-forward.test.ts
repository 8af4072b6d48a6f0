/**
 * A database that exists today (the hand-written baseline applied, by our migrator or by `supabase db
 * push`) and holds rows in every table migrates to the current supabase/migrations without losing any.
 */
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, openDatabase, type Database } from '@/server/db/client';
import { migrate, migrationFiles } from '@/server/db/migrate';
import * as schema from '@/server/db/schema';
import { seedIfEmpty } from '@/server/db/seed';
import { localDiskStorage } from '@/server/storage/local-disk';
import { scratchDatabase } from '../helpers/db';

/** The last hand-written migration: every database created before drizzle-kit has exactly these. */
const BASELINE = '20261122000100';
const baselineFiles = () => migrationFiles().filter((f) => f.version <= BASELINE);

type Raw = Omit<Database, 'instanceId'> & { dir: string };

/** The sample content, plus one row in each table the sample content leaves empty. */
async function fill(database: Raw) {
  await seedIfEmpty({ ...database, instanceId: 'baseline' }, localDiskStorage(path.join(database.dir, 'media')));
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
  await db.insert(schema.appMeta).values({ key: 'instance_id', value: 'baseline' });
}

/** Every row of every table, as text, over the columns the table has now. */
async function contents(database: Raw, columnsOf?: Map<string, string[]>) {
  const out = new Map<string, { columns: string[]; rows: string[] }>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const columns =
      columnsOf?.get(name) ??
      (await database.runInTransaction((run) =>
        run.query<{ column_name: string }>(
          'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 order by ordinal_position',
          [name],
        ),
      )).map((c) => c.column_name);
    const list = columns.map((c) => `"${c}"`).join(', ');
    const rows = await database.runInTransaction((run) => run.query<{ r: string }>(`select (${list})::text as r from "${name}" order by 1`));
    out.set(name, { columns, rows: rows.map((r) => r.r) });
  }
  return out;
}

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.reverse()) await step();
  cleanup = [];
});

async function baselineDatabase(record: 'app_migrations' | 'supabase_migrations') {
  const scratch = await scratchDatabase();
  cleanup.push(scratch.drop);
  const raw = { ...(await connectDatabase(scratch.options)), dir: scratch.dir };
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

// supabase_migrations is one schema for the whole PostgreSQL database: creating it there would make
// every other test file's migrator skip those versions, so that case runs on PGlite only.
const histories = process.env.TEST_DB_KIND === 'postgres' ? (['app_migrations'] as const) : (['app_migrations', 'supabase_migrations'] as const);

describe.each(histories)('a database at the baseline, recorded in %s', (record) => {
  it('keeps every row when migrated to the current migrations', async () => {
    const { scratch, raw } = await baselineDatabase(record);
    let before: Awaited<ReturnType<typeof contents>>;
    try {
      await fill(raw);
      before = await contents(raw);
    } finally {
      await raw.close();
    }
    for (const [table, { rows }] of before) expect(rows.length, `${table} has rows`).toBeGreaterThan(0);

    const migrated = await openDatabase(scratch.options);
    cleanup.push(() => migrated.close());
    const columnsOf = new Map([...before].map(([table, { columns }]) => [table, columns]));
    const after = await contents({ ...migrated, dir: scratch.dir }, columnsOf);
    expect(after).toEqual(before);
    const applied = await migrated.runInTransaction((run) => run.query<{ version: string }>('select version from app_migrations'));
    const expected = record === 'app_migrations' ? migrationFiles() : migrationFiles().filter((f) => f.version > BASELINE);
    expect(applied.map((r) => r.version).sort()).toEqual(expected.map((f) => f.version));
  });
});
