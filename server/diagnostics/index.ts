import 'server-only';
import { count, eq, desc, isNotNull, sql } from 'drizzle-orm';
import { config, type Config } from '@/server/config';
import { getDatabase, type Database } from '@/server/db';
import { migrate, migrationFiles, pendingMigrations } from '@/server/db/migrate';
import { emailOutbox, mediaGallery, reservations, roomTypes, siteContent } from '@/server/db/schema';
import { getStorage } from '@/server/storage';
import { supabaseAdminProject, supabaseProject } from '@/server/auth/provider';
import { pendingAuthUserDeletions } from '@/server/auth/supabase-admin';
import { configuredEmailProvider } from '@/server/email/providers';
import { dispatchPendingEmails } from '@/server/email/dispatch';
import { breakerSnapshot, callExternal, errorDetail, recentErrors, resetBreakers, withDeadline, type BreakerSnapshot, type RecordedError } from '@/server/resilience';
import { log } from '@/server/log';
import { translator } from '@/lib/messages';

// /diagnostico-supabase: the health of every port of the site, for staff (the spec's connection
// diagnostic and "automatic repair", done on the server: ARCHITECTURE.md "Where we deliberately differ").

const t = translator('diagnostics');

/** How long one check may take (the spec's 10 s for the backend's REST root). */
export const CHECK_TIMEOUT_MS = 10_000;
/** The statuses of the REST root that count as reachable (401: the key is refused, the server answers). */
const REACHABLE_STATUSES = new Set([200, 401]);

export type CheckState = 'ok' | 'down' | 'off';
export interface DependencyCheck {
  id: 'database' | 'auth' | 'storage' | 'email' | 'imagekit' | 'supabase' | 'cache';
  state: CheckState;
  /** Milliseconds the check took; null when nothing was asked. */
  latencyMs: number | null;
  /** One line each: what was found. */
  details: string[];
}

export interface Diagnostics {
  checkedAt: string;
  checks: DependencyCheck[];
  breakers: BreakerSnapshot[];
  errors: { application: RecordedError[]; boundary: RecordedError[] };
}

/** Runs `probe` within the check's deadline and times it: ok with its details, or down with the error. */
async function timed(id: DependencyCheck['id'], probe: () => Promise<string[]>): Promise<DependencyCheck> {
  const started = performance.now();
  try {
    const details = await withDeadline(CHECK_TIMEOUT_MS, probe);
    return { id, state: 'ok', latencyMs: Math.round(performance.now() - started), details };
  } catch (err) {
    return { id, state: 'down', latencyMs: Math.round(performance.now() - started), details: [t('failed', { error: errorDetail(err) })] };
  }
}

const off = (id: DependencyCheck['id'], detail: string): DependencyCheck => ({ id, state: 'off', latencyMs: null, details: [detail] });

/** The auth provider; with Supabase Auth, the deleted accounts whose Supabase user is still owed a deletion. */
async function checkAuth(cfg: Config, database: Database | null): Promise<DependencyCheck> {
  const provider = t('auth.provider', { provider: cfg.AUTH_PROVIDER });
  if (!supabaseProject(cfg) || !database) return { id: 'auth', state: 'ok', latencyMs: null, details: [provider] };
  const check = await timed('auth', async () => {
    const pending = await pendingAuthUserDeletions(database.db);
    return [
      provider,
      ...(supabaseAdminProject(cfg) ? [] : [t('auth.noServiceRoleKey')]),
      ...(pending.count > 0 ? [t('auth.pendingDeletions', { count: pending.count, error: pending.oldestError ?? '—' })] : []),
    ];
  });
  // A deletion owed to a guest (LGPD) is a fault for the staff to see, not a detail.
  return check.details.length > 1 ? { ...check, state: 'down' } : check;
}

async function checkDatabase(): Promise<DependencyCheck> {
  return timed('database', async () => {
    const database = await getDatabase();
    const { db } = database;
    await db.execute(sql`select 1`);
    // Applied by this server or by `supabase db push`: the count /api/ready goes by.
    const pending = await pendingMigrations(database.runInTransaction);
    const total = migrationFiles().length;
    const [rooms, bookings, media, content] = await Promise.all(
      [roomTypes, reservations, mediaGallery, siteContent].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n),
    );
    return [
      t('database.kind', { kind: database.kind }),
      t('database.migrations', { applied: total - pending.length, total }),
      t('database.rows', { rooms: rooms!, reservations: bookings!, media: media!, content: content! }),
    ];
  });
}

async function checkStorage(cfg: Config): Promise<DependencyCheck> {
  return timed('storage', async () => {
    const storage = getStorage(cfg);
    const key = `diagnostics/${Date.now()}-${crypto.randomUUID()}.txt`;
    const written = Buffer.from('diagnostico');
    await storage.put(key, written, 'text/plain');
    try {
      const read = await storage.get(key);
      if (!read?.equals(written)) throw new Error(t('storage.mismatch'));
    } finally {
      await storage.remove(key);
    }
    return [t('storage.provider', { provider: cfg.STORAGE_PROVIDER }), t('storage.probe')];
  });
}

async function checkEmail(database: Database | null): Promise<DependencyCheck> {
  const provider = configuredEmailProvider();
  return timed('email', async () => {
    const details = [provider.enabled ? t('email.provider', { provider: provider.name }) : t('email.none')];
    if (database) {
      const { db } = database;
      const [pending] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
      const [last] = await db
        .select({ status: emailOutbox.status, at: emailOutbox.updatedAt, error: emailOutbox.lastError })
        .from(emailOutbox)
        .where(isNotNull(emailOutbox.updatedAt))
        .orderBy(desc(emailOutbox.updatedAt))
        .limit(1);
      details.push(t('email.backlog', { pending: pending!.n }));
      if (last) details.push(last.error ? t('email.lastError', { status: last.status, error: errorDetail(last.error) }) : t('email.last', { status: last.status }));
    }
    return details;
  });
}

/** HEAD, then GET, on Supabase's REST root with the public key: 200 or 401 means it answers. */
async function checkSupabase(cfg: Config): Promise<DependencyCheck> {
  const project = supabaseProject(cfg);
  if (!project) return off('supabase', t('supabase.off'));
  return timed('supabase', async () => {
    const headers = { apikey: project.anonKey, Authorization: `Bearer ${project.anonKey}` };
    const root = new URL('/rest/v1/', project.url);
    const details: string[] = [];
    for (const method of ['HEAD', 'GET'] as const) {
      const response = await callExternal('supabase', (signal) => fetch(root, { method, headers, signal }));
      if (!REACHABLE_STATUSES.has(response.status)) throw new Error(t('supabase.status', { method, status: response.status }));
      details.push(t('supabase.reachable', { method, status: response.status }));
    }
    return details;
  });
}

async function checkImageKit(cfg: Config): Promise<DependencyCheck> {
  if (!cfg.IMAGEKIT_URL_ENDPOINT) return off('imagekit', t('imagekit.off'));
  const endpoint = cfg.IMAGEKIT_URL_ENDPOINT;
  return timed('imagekit', async () => {
    const response = await callExternal('imagekit', (signal) => fetch(endpoint, { method: 'HEAD', signal }));
    return [t('imagekit.reachable', { status: response.status })];
  });
}

/** The cache handler of this process (scripts/cache-handler.mjs), found by its Symbol.for key. */
const CACHE_STORE_KEY = Symbol.for('hotel.cache-store');

/** Whether the invalidations of the other instances reach this one (LISTEN on PostgreSQL). */
function checkCache(cfg: Config): DependencyCheck {
  const check = (state: CheckState, detail: string): DependencyCheck => ({ id: 'cache', state, latencyMs: null, details: [detail] });
  if (cfg.VERCEL) return check('ok', t('cache.platform'));
  if (!cfg.DATABASE_URL) return check('ok', t('cache.local'));
  const store = (globalThis as { [CACHE_STORE_KEY]?: { listening: boolean; fallbackTtlMs: number } })[CACHE_STORE_KEY];
  if (!store) return check('ok', t('cache.waiting'));
  return store.listening ? check('ok', t('cache.listening')) : check('down', t('cache.deaf', { seconds: store.fallbackTtlMs / 1000 }));
}

/** Every check at once (each within its own deadline), with the breakers and the kept errors. */
export async function runDiagnostics(): Promise<Diagnostics> {
  const cfg = config();
  const database = await getDatabase().catch(() => null);
  const checks = await Promise.all([
    checkDatabase(),
    checkAuth(cfg, database),
    checkStorage(cfg),
    checkEmail(database),
    checkImageKit(cfg),
    checkSupabase(cfg),
    Promise.resolve(checkCache(cfg)),
  ]);
  return { checkedAt: new Date().toISOString(), checks, breakers: breakerSnapshot(), errors: recentErrors() };
}

export type RepairOutcome =
  | { ok: true; restored: boolean; migrations: string[]; emailsSent: number }
  | { ok: false; reason: 'still_down' | 'failed'; message: string };

/**
 * 'Corrigir automaticamente': closes the breakers (the next call tries again at once), applies the
 * migrations still pending and sends the outbox's due messages. `restored`: the database answered
 * again although it had been failing.
 */
export async function repair(): Promise<RepairOutcome> {
  const wasDown = breakerSnapshot().some((b) => b.dependency === 'database' && b.state !== 'closed');
  resetBreakers();
  let database: Database;
  try {
    database = await getDatabase();
    await database.db.execute(sql`select 1`);
  } catch (err) {
    log.warn('repair: database still unreachable', { error: errorDetail(err) });
    return { ok: false, reason: 'still_down', message: errorDetail(err) };
  }
  try {
    const migrations = await migrate(database.runInTransaction);
    const report = await dispatchPendingEmails(database.db, configuredEmailProvider(), { from: config().EMAIL_FROM });
    return { ok: true, restored: wasDown, migrations, emailsSent: report.sent };
  } catch (err) {
    log.error('repair failed', { error: errorDetail(err) });
    return { ok: false, reason: 'failed', message: errorDetail(err) };
  }
}
