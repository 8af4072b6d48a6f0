import 'server-only';
import { attachDatabasePool } from '@vercel/functions';
import { config, type Config } from '@/server/config';
import { DEFAULT_POOL, openDatabase, type Database, type PoolSettings } from './client';
import { seedIfEmpty } from './seed';
import { getStorage } from '@/server/storage';
import { DB_DEADLINES, raceDeadline, withoutDeadline } from '@/server/resilience';

export type { Db, Database } from './client';

const KEY = Symbol.for('hotel.database');

/**
 * The pool of this instance. On Vercel every function instance holds its own: a few connections,
 * closed soon when idle (about 20 warm instances share a small Supabase plan's pooler), and
 * attachDatabasePool keeps the function alive until idle ones are closed.
 */
function poolSettings(cfg: Config): PoolSettings {
  if (!cfg.VERCEL) return { ...DEFAULT_POOL, max: cfg.DATABASE_POOL_MAX ?? DEFAULT_POOL.max };
  return { max: cfg.DATABASE_POOL_MAX ?? 3, idleMs: 5_000, onCreate: attachDatabasePool };
}
type Holder = { [KEY]?: Promise<Database> };

/**
 * The process's one database: PGlite in DATA_DIR, or a PostgreSQL pool when DATABASE_URL is set.
 * Opened on first use, migrated, and seeded with the sample content when empty. Kept on
 * globalThis because Next can load this module once per route bundle.
 */
export function getDatabase(): Promise<Database> {
  const holder = globalThis as Holder;
  // Opened outside the deadline of the request that happens to ask first: every request shares it.
  holder[KEY] ??= withoutDeadline(async () => {
    const cfg = config();
    const database = await openDatabase({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR, pool: poolSettings(cfg), migrate: cfg.MIGRATE_ON_START === 'on' });
    if (cfg.SEED === 'auto') await seedIfEmpty(database, getStorage(cfg));
    return database;
  }, DB_DEADLINES.startupQueryMs).catch((err) => {
    delete holder[KEY];
    throw err;
  });
  // A request waits for it no longer than its own deadline (the opening goes on for the next one).
  return raceDeadline(holder[KEY]);
}

export async function getDb() {
  return (await getDatabase()).db;
}
