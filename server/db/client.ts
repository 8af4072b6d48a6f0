import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { migrate, type SqlRunner } from './migrate';
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

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

/** Connects without migrating: openDatabase is what the application uses. */
export async function connectDatabase(options: DatabaseOptions): Promise<Omit<Database, 'instanceId'>> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await connectDatabase(options);
  try {
    await migrate(database.runInTransaction);
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

function openPostgres(url: string): Omit<Database, 'instanceId'> {
  // DeadlineClient: every query through the database breaker and within its deadline (pg-deadline.ts);
  // a connection is opened within DB_DEADLINES.connectMs, a free one waited for poolWaitMs.
  const pool = new pg.Pool({
    connectionString: url,
    Client: DeadlineClient,
    options: POSTGRES_SESSION_OPTIONS,
    // Passed on to each DeadlineClient (pg-pool hands its options to the clients).
    probe: livenessProbe({ connectionString: url, options: POSTGRES_SESSION_OPTIONS }),
    max: 10,
    connectionTimeoutMillis: DB_DEADLINES.poolWaitMs,
    idleTimeoutMillis: 30_000,
  } as pg.PoolConfig);
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
