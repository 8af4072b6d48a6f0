/**
 * server/db/schema.ts is the source of the schema; supabase/migrations holds the hand-written baseline,
 * the SQL drizzle-kit generated since, and custom SQL for what Drizzle cannot express. This file checks
 * that the three agree:
 * - drizzle-kit has nothing left to generate (its last snapshot is schema.ts);
 * - applying every migration builds the same tables, columns, constraints, indexes and row level
 *   security as the SQL drizzle-kit would write for schema.ts on an empty database, compared through
 *   PostgreSQL's own catalog (so both sides are spelled alike);
 * - the house rules the schema cannot declare: every table has RLS, every updated_at its trigger.
 *
 * Runs on PGlite, and also on PostgreSQL (in scratch databases: drizzle-kit qualifies foreign keys
 * with "public") when the integration-postgres project runs with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { migrationFiles, migrationsDir } from '@/server/db/migrate';

/** The migrator's own table, not part of schema.ts. */
const NOT_IN_DRIZZLE = 'app_migrations';

type Query = <Row>(sql: string) => Promise<Row[]>;

interface Backend {
  query: Query;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * One line per column, constraint, index and RLS flag of the public schema, as PostgreSQL prints them.
 * Triggers and functions are left out: schema.ts does not declare them.
 */
async function catalog(query: Query): Promise<string[]> {
  const rows = await query<{ line: string }>(`
    select format('%s.%s %s%s%s', c.relname, a.attname, format_type(a.atttypid, a.atttypmod),
                  case when a.attnotnull then ' not null' else '' end,
                  coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')) as line
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
    union all
    select format('%s constraint %s %s', c.relname, con.conname, pg_get_constraintdef(con.oid))
      from pg_constraint con
      join pg_class c on c.oid = con.conrelid
      join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public'
    union all
    select format('%s index %s', tablename, indexdef) from pg_indexes where schemaname = 'public'
    union all
    select format('%s row level security %s', c.relname, case when c.relrowsecurity then 'on' else 'off' end)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'r'`);
  return rows
    .map((r) => r.line)
    .filter((line) => !line.startsWith(`${NOT_IN_DRIZZLE} `) && !line.startsWith(`${NOT_IN_DRIZZLE}.`))
    .sort();
}

/** The SQL drizzle-kit writes for schema.ts on an empty database. */
async function schemaSql(): Promise<string> {
  return (await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema))).join('\n');
}

const migrationsSql = () =>
  migrationFiles()
    .map((f) => f.sql)
    .join('\n');

async function pgliteBackend(sql: string): Promise<Backend> {
  const db = new PGlite();
  await db.exec(sql);
  return {
    query: async (text) => (await db.query(text)).rows as never,
    exec: async (text) => void (await db.exec(text)),
    close: () => db.close(),
  };
}

async function postgresBackend(url: string, sql: string): Promise<Backend> {
  const name = `drift_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  const close = async () => {
    await client.end().catch(() => {});
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  };
  try {
    await client.connect();
    await client.query(sql);
  } catch (err) {
    await close();
    throw err;
  }
  return {
    query: async (text) => (await client.query(text)).rows as never,
    exec: async (text) => void (await client.query(text)),
    close,
  };
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const backends: [string, (sql: string) => Promise<Backend>][] =
  process.env.TEST_DB_KIND === 'postgres' && postgresUrl ? [['postgres', (sql) => postgresBackend(postgresUrl, sql)]] : [['pglite', pgliteBackend]];

describe('drizzle-kit snapshot', () => {
  it('matches server/db/schema.ts (`npm run db:generate` has nothing to write)', async () => {
    const snapshots = fs
      .readdirSync(path.join(migrationsDir, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'))
      .sort();
    const last = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', snapshots.at(-1)!), 'utf8'));
    expect(await generateMigration(last, generateDrizzleJson(schema))).toEqual([]);
  });

  it('every journal entry names a migration file', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const files = migrationFiles().map((f) => f.name);
    expect(journal.entries.length).toBeGreaterThan(0);
    for (const entry of journal.entries) expect(files).toContain(`${entry.tag}.sql`);
  });
});

describe.each(backends)('schema drift (%s)', (_kind, open) => {
  let migrated: Backend;
  let declared: Backend;
  beforeAll(async () => {
    [migrated, declared] = await Promise.all([open(migrationsSql()), open(await schemaSql())]);
  });
  afterAll(async () => {
    await Promise.all([migrated?.close(), declared?.close()]);
  });

  it('the migrations build the database server/db/schema.ts declares', async () => {
    const built = await catalog(migrated.query);
    expect(built.length, 'the migrations created no table').toBeGreaterThan(100);
    expect(built).toEqual(await catalog(declared.query));
  });

  it('reports a drift (the comparison is not vacuous)', async () => {
    const before = await catalog(declared.query);
    await declared.exec(`alter table reservations alter column guest_cpf set not null;
      drop index sessions_expires_at_idx;
      alter table rate_limits disable row level security`);
    const after = await catalog(declared.query);
    expect(before.filter((line) => !after.includes(line))).toEqual([
      'rate_limits row level security on',
      'reservations.guest_cpf text',
      'sessions index CREATE INDEX sessions_expires_at_idx ON public.sessions USING btree (expires_at)',
    ]);
  });

  it('every table has row level security enabled', async () => {
    const rows = await migrated.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity and c.relname <> '${NOT_IN_DRIZZLE}'`,
    );
    expect(rows).toEqual([]);
  });

  it('every updated_at column is kept by the set_updated_at trigger', async () => {
    const rows = await migrated.query<{ relname: string }>(
      `select c.relname from pg_attribute a
         join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and a.attname = 'updated_at'
          and not exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                           where t.tgrelid = c.oid and p.proname = 'set_updated_at' and not t.tgisinternal)
        order by 1`,
    );
    // app_meta's rows are written once (instance_id) and never updated: its first migration has no trigger.
    expect(rows.map((r) => r.relname)).toEqual(['app_meta']);
  });
});
