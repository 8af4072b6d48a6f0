import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/server/db/schema';
import { openDatabase, queryRows, type Database, type DatabaseOptions } from '@/server/db/client';

export interface TestDatabase extends Database {
  /** Directory for files of this test database (media). */
  dir: string;
  /** Connection options of the same database, for a second "process" (PostgreSQL only). */
  options: DatabaseOptions;
}

/**
 * Where a test database lives, empty: PGlite in a temporary directory, or, when the
 * integration-postgres project runs, a new database on TEST_DATABASE_URL's server (a database, not a
 * schema: drizzle-kit's migrations name the "public" schema). `drop` removes it.
 */
export async function scratchDatabase(): Promise<{ dir: string; options: DatabaseOptions; drop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-test-'));
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (process.env.TEST_DB_KIND !== 'postgres') return { dir, options: { dataDir: dir }, drop: async () => removeDir() };
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    dir,
    options: { dataDir: dir, databaseUrl: databaseUrl.toString() },
    drop: async () => {
      await admin(`drop database if exists ${name} with (force)`);
      removeDir();
    },
  };
}

/** A fresh, migrated database for one test file (see scratchDatabase), dropped at close. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { dir, options, drop } = await scratchDatabase();
  const database = await openDatabase(options);
  return {
    ...database,
    dir,
    options,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

/** A fingerprint of every table's content: equal before and after means a call changed nothing. */
export async function databaseSnapshot(db: Database['db']): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const name = getTableName(table);
    const [row] = await queryRows<{ n: number; h: string | null }>(
      db,
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    out[name] = `${row!.n}:${row!.h}`;
  }
  return out;
}
