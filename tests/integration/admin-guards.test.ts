import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, databaseSnapshot, type TestDatabase } from '../helpers/db';
import { memoryCookieJar } from '../helpers/auth';
import * as schema from '@/server/db/schema';
import { PERMISSION_MESSAGE, SESSION_EXPIRED_MESSAGE } from '@/lib/errors';

// Every admin entry point, called as anonymous and as a signed-in guest, must refuse and change
// nothing in the database. The modules are discovered from the file system (server/actions/admin-*.ts,
// app/api/admin/**/route.ts) plus the ADMIN_ENTRY_POINTS registry of server/auth/guards.ts, so a new
// admin action or route without requireStaff() fails this suite.

const state = vi.hoisted(() => {
  process.env.STAFF_EMAILS = 'equipe@hotel.example';
  process.env.AUTH_PROVIDER = 'local';
  // What next.config.ts's experimental.authInterrupts sets in the app: forbidden() works.
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';
  return { database: null as null | { db: unknown }, sessionToken: null as string | null };
});

vi.mock('@/server/db', () => ({
  getDb: async () => state.database!.db,
  getDatabase: async () => state.database,
}));

vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => memoryCookieJar(state.sessionToken ? { hotel_session: state.sessionToken } : {}),
  requestMeta: async () => ({ ip: '203.0.113.77', userAgent: 'vitest' }),
}));

vi.mock('@/server/email/after-response', () => ({
  dispatchEmailsAfterResponse: () => {},
}));

const root = path.resolve(import.meta.dirname, '../..');

function findFiles(dir: string, name: string): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return (fs.readdirSync(absolute, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === name)
    .map((file) => path.join(dir, file))
    .sort();
}

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

interface EntryPoint {
  name: string;
  call: () => Promise<unknown>;
}

/** Every function exported by the admin actions and route handlers, and the registry's entries. */
async function discoverEntryPoints(): Promise<EntryPoint[]> {
  const entries: EntryPoint[] = [];
  for (const file of fs.readdirSync(path.join(root, 'server/actions')).filter((name) => name.startsWith('admin-')).map((name) => `server/actions/${name}`)) {
    const exports = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== 'function') continue;
      // Garbage input: the permission check must come before anything reads it.
      entries.push({ name: `${file} ${name}`, call: () => (value as (...args: unknown[]) => Promise<unknown>)({ id: '00000000-0000-0000-0000-000000000000' }, new FormData()) });
    }
  }
  for (const file of findFiles('app/api/admin', 'route.ts')) {
    const exports = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
    const route = `/${path.dirname(file).replace(/^app\//, '')}`;
    for (const method of HTTP_METHODS) {
      const handler = exports[method];
      if (typeof handler !== 'function') continue;
      entries.push({
        name: `${method} ${route}`,
        call: () =>
          (handler as (request: Request, context: unknown) => Promise<unknown>)(
            new Request(`http://127.0.0.1${route.replace(/\[\.{0,3}([^\]]+)\]/g, '00000000-0000-0000-0000-000000000000')}`, {
              method,
              ...(method === 'GET' || method === 'DELETE' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
            }),
            { params: Promise.resolve(new Proxy({}, { get: () => '00000000-0000-0000-0000-000000000000' })) },
          ),
      });
    }
  }
  const { ADMIN_ENTRY_POINTS } = await import('@/server/auth/guards');
  entries.push(...ADMIN_ENTRY_POINTS);
  return entries;
}

type Verdict = { refused: true } | { refused: false; why: string };

/** Next's forbidden(): the page answers HTTP 403 with app/forbidden.tsx. */
const isForbidden = (err: unknown) => (err as { digest?: unknown })?.digest === 'NEXT_HTTP_ERROR_FALLBACK;403';

/** A refusal: an AuthError thrown, a redirect to /auth, forbidden(), a refusal state, or a 401/403 response. */
async function verdictOf(call: () => Promise<unknown>): Promise<Verdict> {
  const { isAuthError } = await import('@/server/auth/guards');
  let result: unknown;
  try {
    result = await call();
  } catch (err) {
    if (isAuthError(err) || isForbidden(err)) return { refused: true };
    const digest = (err as { digest?: unknown })?.digest;
    if (typeof digest === 'string' && digest.startsWith('NEXT_REDIRECT') && digest.includes('/auth?next=')) return { refused: true };
    return { refused: false, why: `threw ${err instanceof Error ? err.message : String(err)}` };
  }
  if (result instanceof Response) {
    return result.status === 401 || result.status === 403 ? { refused: true } : { refused: false, why: `answered HTTP ${result.status}` };
  }
  const state = result as { ok?: unknown; message?: unknown } | null;
  if (state && state.ok === false && (state.message === PERMISSION_MESSAGE || state.message === SESSION_EXPIRED_MESSAGE)) return { refused: true };
  return { refused: false, why: `returned ${JSON.stringify(result)?.slice(0, 200)}` };
}

let database: TestDatabase;
let entryPoints: EntryPoint[];
let guestToken: string;
let staffToken: string;
let unverifiedToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  state.database = database;
  const { signUp } = await import('@/server/auth/users');
  const { createSession } = await import('@/server/auth/sessions');
  const guest = await signUp(database.db, { email: 'hospede@example.com', password: 'senha-do-hospede', fullName: 'Hóspede' });
  if (!guest.ok) throw new Error('guest not created');
  guestToken = (await createSession(database.db, guest.user.id)).token;
  // The staff address, signed up but NOT verified: still a guest.
  const unverified = await signUp(database.db, { email: 'equipe@hotel.example', password: 'senha-da-equipe', fullName: 'Equipe' });
  if (!unverified.ok) throw new Error('staff user not created');
  unverifiedToken = (await createSession(database.db, unverified.user.id)).token;
  // And a real staff member, for the positive control.
  const staff = await signUp(database.db, { email: 'gerente@example.com', password: 'senha-do-gerente', fullName: 'Gerente' });
  if (!staff.ok) throw new Error('staff not created');
  await database.db.update(schema.profiles).set({ role: 'admin' }).where(sql`${schema.profiles.userId} = ${staff.user.id}`);
  staffToken = (await createSession(database.db, staff.user.id)).token;
  entryPoints = await discoverEntryPoints();
  identities.push({ who: 'unverified staff address', token: () => unverifiedToken });
});
afterAll(async () => {
  await database.close();
});

const identities: { who: string; token: () => string | null }[] = [
  { who: 'anonymous', token: () => null },
  { who: 'signed-in guest', token: () => guestToken },
  { who: 'forged session cookie', token: () => 'forged-token' },
];

describe('admin guards', () => {
  it('finds the admin entry points (files and registry)', () => {
    expect(entryPoints.length).toBeGreaterThan(0);
    expect(entryPoints.map((e) => e.name)).toContain('app/admin/page.tsx (requireStaffPage)');
  });

  it('refuses every admin entry point to anonymous visitors and guests, changing nothing', async () => {
    const failures: string[] = [];
    for (const identity of identities) {
      for (const entry of entryPoints) {
        state.sessionToken = identity.token();
        const before = await databaseSnapshot(database.db);
        const verdict = await verdictOf(entry.call);
        const after = await databaseSnapshot(database.db);
        if (!verdict.refused) failures.push(`${entry.name} as ${identity.who}: ${verdict.why}`);
        const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
        if (changed.length) failures.push(`${entry.name} as ${identity.who} changed ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets staff through (the guards are not refusing everyone)', async () => {
    state.sessionToken = staffToken;
    const { requireStaff, requireStaffPage } = await import('@/server/auth/guards');
    expect((await requireStaff()).email).toBe('gerente@example.com');
    expect(await requireStaffPage('/admin')).toMatchObject({ email: 'gerente@example.com', isStaff: true });
    // A guest gets the 403 (forbidden()), not a redirect.
    state.sessionToken = guestToken;
    const refusal = await requireStaffPage('/admin').then(
      () => null,
      (err: unknown) => err,
    );
    expect(isForbidden(refusal)).toBe(true);
  });

  it('tells the 403 page (through /api/auth/session) when a staff address still has to be verified', async () => {
    const { GET } = await import('@/app/api/auth/session/route');
    const pending = async (token: string) => {
      state.sessionToken = token;
      return ((await (await GET(new Request('http://localhost/api/auth/session'))).json()) as { user: { staffVerificationPending: boolean } }).user.staffVerificationPending;
    };
    expect(await pending(unverifiedToken)).toBe(true);
    expect(await pending(guestToken)).toBe(false);
    expect(await pending(staffToken)).toBe(false);
  });
});
