/**
 * The Drizzle schema (server/db/schema.ts) must mirror the SQL migrations (supabase/migrations).
 * Applies every migration to a fresh database and compares the catalog with the Drizzle tables:
 * tables, columns, types, nullability, presence of defaults, primary and foreign keys. Also checks
 * the house rule that every table has row level security enabled (closed to Supabase's public API).
 *
 * Runs on an in-memory PGlite, and also on PostgreSQL (in a scratch schema) when the
 * integration-postgres project runs with TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';

/** Tables that exist in the database but are owned by something else than the Drizzle schema. */
const NOT_IN_DRIZZLE = new Set(['app_migrations']);

const migrationsDir = path.resolve(import.meta.dirname, '../../supabase/migrations');
const migrationSql = fs
  .readdirSync(migrationsDir)
  .filter((f) => /^\d{14}_[\w-]+\.sql$/.test(f))
  .sort()
  .map((f) => fs.readFileSync(path.join(migrationsDir, f), 'utf8'));

interface ColumnShape {
  type: string;
  nullable: boolean;
  hasDefault: boolean;
}
interface ForeignKeyShape {
  columns: string;
  foreignTable: string;
  foreignColumns: string;
  onDelete: string;
}
interface TableShape {
  columns: Map<string, ColumnShape>;
  primaryKey: string;
  foreignKeys: string[];
}
type Catalog = Map<string, TableShape>;

// ---------------------------------------------------------------------------------------------
// Type names: Drizzle's getSQLType() and information_schema's udt_name brought to one spelling.
// ---------------------------------------------------------------------------------------------

const UDT_ALIASES: Record<string, string> = {
  int2: 'smallint',
  int4: 'integer',
  int8: 'bigint',
  float4: 'real',
  float8: 'double precision',
  bool: 'boolean',
  timestamptz: 'timestamp with time zone',
  timestamp: 'timestamp without time zone',
  timetz: 'time with time zone',
  time: 'time without time zone',
  varchar: 'varchar',
  bpchar: 'char',
};

function dbType(udtName: string, precision: number | null, scale: number | null): string {
  const isArray = udtName.startsWith('_');
  const base = isArray ? udtName.slice(1) : udtName;
  let name = UDT_ALIASES[base] ?? base;
  if (name === 'numeric' && precision !== null) name = `numeric(${precision},${scale ?? 0})`;
  return isArray ? `${name}[]` : name;
}

const DRIZZLE_ALIASES: Record<string, string> = {
  serial: 'integer',
  smallserial: 'smallint',
  bigserial: 'bigint',
  timestamp: 'timestamp without time zone',
  time: 'time without time zone',
  'character varying': 'varchar',
  character: 'char',
};

function drizzleType(sqlType: string): string {
  let t = sqlType.toLowerCase().trim();
  const isArray = /\[\d*\]$/.test(t);
  t = t.replace(/(\[\d*\])+$/, '');
  t = t.replace(/\s*\(\s*(\d+)\s*,\s*(\d+)\s*\)/, '($1,$2)'); // numeric(10, 2) → numeric(10,2)
  if (/^(timestamp|time)\b/.test(t)) t = t.replace(/\s*\(\d+\)/, ''); // precision of timestamps is not compared
  if (/^(varchar|char|character varying|character)\b/.test(t)) t = t.replace(/\s*\(\d+\)/, '');
  if (/^numeric\(\d+\)$/.test(t)) t = t.replace(/\((\d+)\)/, '($1,0)');
  t = DRIZZLE_ALIASES[t] ?? t;
  return isArray ? `${t}[]` : t;
}

const ON_DELETE: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

const fkKey = (fk: ForeignKeyShape) => `(${fk.columns}) → ${fk.foreignTable}(${fk.foreignColumns}) on delete ${fk.onDelete}`;

// ---------------------------------------------------------------------------------------------
// The two sides
// ---------------------------------------------------------------------------------------------

type Query = <Row>(sql: string, params?: unknown[]) => Promise<Row[]>;

async function readCatalog(query: Query, schemaName: string): Promise<Catalog> {
  const catalog: Catalog = new Map();
  const table = (name: string) => {
    let t = catalog.get(name);
    if (!t) catalog.set(name, (t = { columns: new Map(), primaryKey: '', foreignKeys: [] }));
    return t;
  };

  const tables = await query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = $1 and table_type = 'BASE TABLE'`,
    [schemaName],
  );
  for (const t of tables) if (!NOT_IN_DRIZZLE.has(t.table_name)) table(t.table_name);

  const columns = await query<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    udt_name: string;
    numeric_precision: number | null;
    numeric_scale: number | null;
    has_default: boolean;
  }>(
    `select c.table_name, c.column_name, c.is_nullable, c.udt_name, c.numeric_precision, c.numeric_scale,
            (c.column_default is not null or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as has_default
       from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = $1 and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
    [schemaName],
  );
  for (const c of columns) {
    if (NOT_IN_DRIZZLE.has(c.table_name)) continue;
    table(c.table_name).columns.set(c.column_name, {
      type: dbType(c.udt_name, c.numeric_precision, c.numeric_scale),
      nullable: c.is_nullable === 'YES',
      hasDefault: c.has_default,
    });
  }

  const keys = await query<{ table_name: string; contype: string; cols: string; ftable: string | null; fcols: string | null; confdeltype: string }>(
    `select rel.relname as table_name, con.contype, frel.relname as ftable, con.confdeltype,
            (select string_agg(a.attname::text, ',' order by k.ord)
               from unnest(con.conkey) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as cols,
            (select string_agg(a.attname::text, ',' order by k.ord)
               from unnest(con.confkey) with ordinality as k(attnum, ord)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as fcols
       from pg_constraint con
       join pg_class rel on rel.oid = con.conrelid
       join pg_namespace ns on ns.oid = rel.relnamespace
       left join pg_class frel on frel.oid = con.confrelid
      where ns.nspname = $1 and con.contype in ('p', 'f')`,
    [schemaName],
  );
  for (const k of keys) {
    if (NOT_IN_DRIZZLE.has(k.table_name)) continue;
    const t = table(k.table_name);
    if (k.contype === 'p') t.primaryKey = k.cols;
    else
      t.foreignKeys.push(
        fkKey({ columns: k.cols, foreignTable: k.ftable ?? '?', foreignColumns: k.fcols ?? '?', onDelete: ON_DELETE[k.confdeltype] ?? k.confdeltype }),
      );
  }
  for (const t of catalog.values()) t.foreignKeys.sort();
  return catalog;
}

function drizzleCatalog(): { catalog: Catalog; exportOf: Map<string, string> } {
  const catalog: Catalog = new Map();
  const exportOf = new Map<string, string>();
  for (const [exportName, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    if (catalog.has(config.name)) throw new Error(`Table ${config.name} is exported twice (${exportOf.get(config.name)}, ${exportName})`);
    exportOf.set(config.name, exportName);
    const columns = new Map<string, ColumnShape>();
    for (const c of config.columns) {
      columns.set(c.name, { type: drizzleType(c.getSQLType()), nullable: !c.notNull, hasDefault: c.hasDefault });
    }
    const pkColumns = config.columns.filter((c) => c.primary).map((c) => c.name);
    for (const pk of config.primaryKeys) pkColumns.push(...pk.columns.map((c) => c.name));
    const foreignKeys = config.foreignKeys
      .map((fk) => {
        const ref = fk.reference();
        return fkKey({
          columns: ref.columns.map((c) => c.name).join(','),
          foreignTable: getTableConfig(ref.foreignTable).name,
          foreignColumns: ref.foreignColumns.map((c) => c.name).join(','),
          onDelete: fk.onDelete ?? 'no action',
        });
      })
      .sort();
    catalog.set(config.name, { columns, primaryKey: pkColumns.join(','), foreignKeys });
  }
  return { catalog, exportOf };
}

/** Every difference, one readable line each; empty when the two sides agree. */
function compare(sqlSide: Catalog, drizzleSide: Catalog, exportOf: Map<string, string>): string[] {
  const problems: string[] = [];
  const names = [...new Set([...sqlSide.keys(), ...drizzleSide.keys()])].sort();
  for (const name of names) {
    const db = sqlSide.get(name);
    const dz = drizzleSide.get(name);
    if (!dz) {
      problems.push(`table ${name}: created by the migrations, missing from server/db/schema.ts`);
      continue;
    }
    const label = `${name} (export ${exportOf.get(name)})`;
    if (!db) {
      problems.push(`table ${label}: declared in server/db/schema.ts, not created by any migration`);
      continue;
    }
    const columnNames = [...new Set([...db.columns.keys(), ...dz.columns.keys()])];
    for (const column of columnNames) {
      const a = db.columns.get(column);
      const b = dz.columns.get(column);
      if (!b) problems.push(`${name}.${column}: in SQL (${a?.type}), missing from Drizzle`);
      else if (!a) problems.push(`${name}.${column}: in Drizzle (${b.type}), missing from SQL`);
      else {
        if (a.type !== b.type) problems.push(`${name}.${column}: type ${a.type} in SQL, ${b.type} in Drizzle`);
        if (a.nullable !== b.nullable)
          problems.push(`${name}.${column}: ${a.nullable ? 'nullable' : 'not null'} in SQL, ${b.nullable ? 'nullable' : 'not null'} in Drizzle`);
        if (a.hasDefault !== b.hasDefault)
          problems.push(`${name}.${column}: ${a.hasDefault ? 'has a default' : 'no default'} in SQL, ${b.hasDefault ? 'has a default' : 'no default'} in Drizzle`);
      }
    }
    if (db.primaryKey !== dz.primaryKey)
      problems.push(`${name}: primary key (${db.primaryKey || 'none'}) in SQL, (${dz.primaryKey || 'none'}) in Drizzle`);
    for (const fk of db.foreignKeys) if (!dz.foreignKeys.includes(fk)) problems.push(`${name}: foreign key ${fk} in SQL, not in Drizzle`);
    for (const fk of dz.foreignKeys) if (!db.foreignKeys.includes(fk)) problems.push(`${name}: foreign key ${fk} in Drizzle, not in SQL`);
  }
  return problems;
}

async function tablesWithoutRls(query: Query, schemaName: string): Promise<string[]> {
  const rows = await query<{ relname: string }>(
    `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind = 'r' and not c.relrowsecurity order by c.relname`,
    [schemaName],
  );
  return rows.map((r) => r.relname).filter((t) => !NOT_IN_DRIZZLE.has(t));
}

// ---------------------------------------------------------------------------------------------
// Backends
// ---------------------------------------------------------------------------------------------

interface Backend {
  schemaName: string;
  query: Query;
  close(): Promise<void>;
}

async function pgliteBackend(): Promise<Backend> {
  const db = new PGlite();
  for (const sql of migrationSql) await db.exec(sql);
  return {
    schemaName: 'public',
    query: async (sql, params) => (await db.query(sql, params)).rows as never,
    close: () => db.close(),
  };
}

async function postgresBackend(url: string): Promise<Backend> {
  const schemaName = `drift_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schemaName}`);
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schemaName}` });
  await client.connect();
  try {
    await client.query('begin');
    for (const sql of migrationSql) await client.query(sql);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    await client.end();
    await admin.query(`drop schema ${schemaName} cascade`);
    await admin.end();
    throw err;
  }
  return {
    schemaName,
    query: async (sql, params) => (await client.query(sql, params as unknown[])).rows as never,
    close: async () => {
      await client.end();
      await admin.query(`drop schema ${schemaName} cascade`);
      await admin.end();
    },
  };
}

const backends: [string, () => Promise<Backend>][] = [['pglite', pgliteBackend]];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (process.env.TEST_DB_KIND === 'postgres' && postgresUrl) backends.push(['postgres', () => postgresBackend(postgresUrl)]);

describe.each(backends)('schema drift (%s)', (_kind, open) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await open();
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('the Drizzle schema mirrors the migrations (tables, columns, types, nullability, defaults, keys)', async () => {
    const { catalog: drizzleSide, exportOf } = drizzleCatalog();
    const sqlSide = await readCatalog(backend.query, backend.schemaName);
    expect(sqlSide.size, 'the migrations created no table').toBeGreaterThan(0);
    const problems = compare(sqlSide, drizzleSide, exportOf);
    expect(problems, `server/db/schema.ts and supabase/migrations differ:\n  ${problems.join('\n  ')}\n`).toEqual([]);
  });

  it('reports a drift (the comparison is not vacuous)', async () => {
    const { catalog: drizzleSide, exportOf } = drizzleCatalog();
    const sqlSide = await readCatalog(backend.query, backend.schemaName);
    const reservations = sqlSide.get('reservations');
    expect(reservations).toBeDefined();
    reservations!.columns.delete('guest_name');
    reservations!.columns.set('total_price', { type: 'numeric(12,2)', nullable: true, hasDefault: true });
    sqlSide.delete('rate_limits');
    expect(compare(sqlSide, drizzleSide, exportOf)).toEqual([
      'table rate_limits (export rateLimits): declared in server/db/schema.ts, not created by any migration',
      'reservations.total_price: type numeric(12,2) in SQL, numeric(10,2) in Drizzle',
      'reservations.total_price: nullable in SQL, not null in Drizzle',
      'reservations.total_price: has a default in SQL, no default in Drizzle',
      'reservations.guest_name: in Drizzle (text), missing from SQL',
    ]);
  });

  it('every table has row level security enabled', async () => {
    expect(await tablesWithoutRls(backend.query, backend.schemaName)).toEqual([]);
  });
});
