import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { expectMigrated, migrate, type SqlRunner } from './migrate';
import { postgresConnection } from './connection.mjs';
import { DeadlineClient, livenessProbe } from './pg-deadline';
import { DB_DEADLINES, withoutDeadline } from '@/server/resilience';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Identity of the data this database holds; a reset gives a new one. */
  instanceId: string;
  /** Runs raw SQL inside one transaction on one connection (migrations, seed). */
  runInTransaction<T>(fn: (run: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface PoolSettings {
  /** Connections kept open at most. */
  max: number;
  /** An idle connection is closed after this long. */
  idleMs: number;
  /** Called with the new pool (Vercel's attachDatabasePool). */
  onCreate?: (pool: pg.Pool) => void;
}

/** A long-running server's pool; serverless instances use fewer, shorter-lived connections (server/db/index.ts). */
export const DEFAULT_POOL: PoolSettings = { max: 10, idleMs: 30_000 };

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  pool?: PoolSettings;
  /** false: the schema is migrated elsewhere (`supabase db push`); start-up only checks nothing is pending. */
  migrate?: boolean;
}

/** Connects without migrating: openDatabase is what the application uses. */
export async function connectDatabase(options: DatabaseOptions): Promise<Omit<Database, 'instanceId'>> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pool ?? DEFAULT_POOL) : openPglite(options.dataDir);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await connectDatabase(options);
  try {
    if (options.migrate === false) await expectMigrated(database.runInTransaction);
    else await migrate(database.runInTransaction);
    const instanceId = await database.runInTransaction(async (run) => {
      await run.query("insert into app_meta (key, value) values ('instance_id', gen_random_uuid()::text) on conflict (key) do nothing");
      const [row] = await run.query<{ value: string }>("select value from app_meta where key = 'instance_id'");
      return row!.value;
    });
    return { ...database, instanceId };
  } catch (err) {
    await database.close();
    throw err;
  }
}

async function openPglite(dataDir: string): Promise<Omit<Database, 'instanceId'>> {
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'));
    return {
      db: drizzlePglite(client, { schema }) as unknown as Db,
      kind: 'pglite',
      runInTransaction: (fn) =>
        client.transaction(async (tx) => fn({ exec: async (sql) => void (await tx.exec(sql)), query: async (sql, params) => (await tx.query(sql, params)).rows as never })),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** PostgreSQL's own limits on every connection (a startup option: no round trip, holds for a pooler's session too). */
export const POSTGRES_SESSION_OPTIONS = `-c statement_timeout=${DB_DEADLINES.statementTimeoutMs} -c idle_in_transaction_session_timeout=${DB_DEADLINES.idleInTransactionMs}`;

function openPostgres(url: string, settings: PoolSettings): Omit<Database, 'instanceId'> {
  const connection = postgresConnection(url);
  // DeadlineClient: every query through the database breaker and within its deadline (pg-deadline.ts);
  // a connection is opened within DB_DEADLINES.connectMs, a free one waited for poolWaitMs.
  const pool = new pg.Pool({
    ...connection,
    Client: DeadlineClient,
    options: POSTGRES_SESSION_OPTIONS,
    // Passed on to each DeadlineClient (pg-pool hands its options to the clients).
    probe: livenessProbe({ ...connection, options: POSTGRES_SESSION_OPTIONS }),
    max: settings.max,
    connectionTimeoutMillis: DB_DEADLINES.poolWaitMs,
    idleTimeoutMillis: settings.idleMs,
  } as pg.PoolConfig);
  settings.onCreate?.(pool);
  // An idle connection that breaks is dropped by the pool; without a listener its error would end the process.
  pool.on('error', () => {});
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    // Start-up work (migrations, seed) shared by every request: outside any request's deadline.
    runInTransaction: (fn) => withoutDeadline(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SET LOCAL statement_timeout = 0');
        const result = await fn({
          exec: async (sql) => void (await client.query(sql)),
          query: async (sql, params) => (await client.query(sql, params as unknown[])).rows as never,
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    }, DB_DEADLINES.startupQueryMs),
    close: () => pool.end(),
  };
}

/** Runs a raw SQL query (drizzle `sql` template) and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
