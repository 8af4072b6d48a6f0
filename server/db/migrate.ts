import fs from 'node:fs';
import path from 'node:path';
import { translator } from '@/lib/messages';

export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

// Read at run time from the project folder (next.config.ts traces the files for deployments). Only
// <timestamp>_<name>.sql files count: drizzle-kit's meta/ folder (journal, snapshots) is not SQL.
export const migrationsDir = path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase', 'migrations');

export interface MigrationFile {
  version: string;
  name: string;
  sql: string;
}

// Read once per process: a build's migrations do not change while it runs (/api/ready asks often).
const readFiles = new Map<string, MigrationFile[]>();

export function migrationFiles(dir = migrationsDir): MigrationFile[] {
  const known = readFiles.get(dir);
  if (known) return known;
  const files = fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((f) => /^\d{14}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ version: name.slice(0, 14), name, sql: fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, name), 'utf8') }));
  readFiles.set(dir, files);
  return files;
}

// Any constant works: every process that migrates takes the same transaction-level lock.
const MIGRATION_LOCK_KEY = 7_061_992;

/**
 * Applies the pending files of supabase/migrations in one transaction. Two processes starting at
 * once serialise on an advisory lock; the second finds everything applied. Versions that
 * `supabase db push` already recorded count as applied too.
 */
export async function migrate(
  runInTransaction: <T>(fn: (run: SqlRunner) => Promise<T>) => Promise<T>,
  files: MigrationFile[] = migrationFiles(),
): Promise<string[]> {
  return runInTransaction(async (run) => {
    await run.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await run.exec(`create table if not exists app_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    // Like every other table: nothing for Supabase's anon and authenticated roles.
    await run.exec('alter table app_migrations enable row level security');
    const pending = await pendingIn(run, files);
    for (const file of pending) {
      await run.exec(file.sql);
      await run.query('insert into app_migrations (version, name) values ($1, $2) on conflict do nothing', [file.version, file.name]);
    }
    return pending.map((f) => f.name);
  });
}

/** The files not applied yet, by this migrator (app_migrations) or by `supabase db push` (its own table). */
async function pendingIn(run: SqlRunner, files: MigrationFile[]): Promise<MigrationFile[]> {
  const applied = new Set<string>();
  const [tables] = await run.query<{ ours: boolean; supabase: boolean }>(
    "select to_regclass('app_migrations') is not null as ours, to_regclass('supabase_migrations.schema_migrations') is not null as supabase",
  );
  if (tables?.ours) for (const r of await run.query<{ version: string }>('select version from app_migrations')) applied.add(r.version);
  if (tables?.supabase) for (const r of await run.query<{ version: string }>('select version from supabase_migrations.schema_migrations')) applied.add(r.version);
  return files.filter((f) => !applied.has(f.version));
}

/** The names of the migrations still to apply (readiness, diagnostics). */
export async function pendingMigrations(
  runInTransaction: <T>(fn: (run: SqlRunner) => Promise<T>) => Promise<T>,
  files: MigrationFile[] = migrationFiles(),
): Promise<string[]> {
  return runInTransaction(async (run) => (await pendingIn(run, files)).map((f) => f.name));
}

export class MigrationsPendingError extends Error {
  override name = 'MigrationsPendingError';
}

/** With MIGRATE_ON_START=off: start-up refuses a database whose schema is behind this build. */
export async function expectMigrated(runInTransaction: <T>(fn: (run: SqlRunner) => Promise<T>) => Promise<T>): Promise<void> {
  const pending = await pendingMigrations(runInTransaction);
  if (pending.length > 0) throw new MigrationsPendingError(translator('operator')('migrationsPending', { names: pending.join(', ') }));
}
