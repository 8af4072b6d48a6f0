import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Page } from './fixtures';
import { contentSection, saveSection, waitForHydration } from './admin-content';
import { createDatabase, dropDatabase, launchInstance, waitUntilReady, type Instance } from './instances';
import { signInThroughForm } from './staff';
import { E2E_MAIL_DIR, E2E_SMTP_PORT, type SavedMail } from './mail';
import { request as reservationRequest } from '../helpers/reservation-request';

// Two production instances of the same build (scripts/serve.mjs, as `npm start`) on one PostgreSQL
// database, as behind a load balancer: what one writes, the other serves within a second
// (scripts/cache-handler.mjs), bookings never overbook across them, and each e-mail leaves once.
// Needs TEST_DATABASE_URL (CI's PostgreSQL).
const BASE_DB_URL = process.env.TEST_DATABASE_URL;
const FIRST_PORT = Number(process.env.E2E_MULTI_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 40);
const A = `http://127.0.0.1:${FIRST_PORT}`;
const B = `http://127.0.0.1:${FIRST_PORT + 1}`;
const STAFF = { email: 'equipe.multi@hotelaguaboa.test', password: 'senha-multi-e2e-123' };
const LISTENER_NAME = 'hotel-cache-listener';
/** The bound for a write on one instance to show on the other. */
const PROPAGATION_MS = 1_000;

test.describe.configure({ mode: 'serial' });
test.skip(!BASE_DB_URL, 'TEST_DATABASE_URL is not set');

let admin: pg.Client;
let dbName: string;
const servers: Instance[] = [];
/** Media on local disk, shared by both instances as a volume would be (the database is PostgreSQL). */
let dataDir: string;

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const stay = (r: { checkIn: string; checkOut: string }) => `/api/availability?checkIn=${r.checkIn}&checkOut=${r.checkOut}`;

async function text(url: string) {
  const response = await fetch(url);
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-response-cache') };
}

/** How many free apartments `origin` reports for a room type. */
async function available(origin: string, roomTypeId: string, dates: { checkIn: string; checkOut: string }) {
  const rooms = (await (await fetch(`${origin}${stay(dates)}`)).json()) as { roomTypeId: string; available: number }[];
  return rooms.find((r) => r.roomTypeId === roomTypeId)!.available;
}

/** Polls `check` until it holds; the time it took, or null past `withinMs`. */
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number | null> {
  const started = Date.now();
  do {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() - started <= withinMs);
  return null;
}

async function listeners(): Promise<number> {
  const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where application_name = $1 and datname = $2', [LISTENER_NAME, dbName]);
  return rows[0].n as number;
}

function mailsTo(address: string): SavedMail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as SavedMail)
    .filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Saves the apartment cards' title through A's admin. */
async function saveCardsTitle(page: Page, title: string) {
  const cards = contentSection(page, 'Apartamentos (cartões)');
  await cards.getByLabel('Título', { exact: true }).fill(title);
  await saveSection(cards);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dbName = `e2e_multi_${process.pid}`;
  const databaseUrl = await createDatabase(BASE_DB_URL!, dbName);
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();

  const env = (origin: string): NodeJS.ProcessEnv => {
    const vars: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SITE_URL: origin,
      RATE_LIMITS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      STAFF_EMAILS: STAFF.email,
      CRON_SECRET: 'e2e-multi-cron',
    };
    delete vars.RESEND_API_KEY;
    return vars;
  };
  // The first staff account, as a real deployment makes it (this migrates the empty database).
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-e2e-multi-'));
  const staff = spawnSync('npm', ['run', '--silent', 'staff:create', '--', '--email', STAFF.email, '--password', STAFF.password, '--name', 'Equipe'], { env: env(A), encoding: 'utf8' });
  expect(staff.status, staff.stderr).toBe(0);
  // Both start at once: they seed the one empty database concurrently.
  for (const origin of [A, B]) servers.push(launchInstance(Number(new URL(origin).port), env(origin)));
  await waitUntilReady(servers, 120_000);
  // Next makes its cache handler, and so the listener, at the first request that uses the cache.
  for (const origin of [A, B]) expect((await text(`${origin}/`)).status).toBe(200);
  expect(await within(10_000, async () => (await listeners()) === 2)).not.toBeNull();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const [i, server] of servers.entries()) await testInfo.attach(`instance ${'AB'[i]} log`, { body: server.log, contentType: 'text/plain' });
  }
});

test.afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  await admin?.end();
  await dropDatabase(BASE_DB_URL!, dbName);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('each instance serves pages rendered from the shared database, never the build’s prerendered rows', async () => {
  const { rows } = await admin.query<{ id: string }>('select id from room_types where is_active');
  const ids = new Set(rows.map((r) => r.id));
  for (const origin of [A, B]) {
    const home = await text(`${origin}/`);
    expect(home.status).toBe(200);
    const linked = [...home.body.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map((m) => m[0]).filter((id) => ids.has(id));
    expect(linked.length, origin).toBeGreaterThan(0);
    // The photos the first instance stored while seeding are served by both.
    const photo = /\/media\/seed\/[\w/-]+\.webp/.exec(home.body)?.[0];
    expect(photo, origin).toBeTruthy();
    expect((await fetch(`${origin}${photo}`)).status, `${origin}${photo}`).toBe(200);
  }
  expect((await text(`${A}/api/ready`)).status).toBe(200);
  expect((await text(`${B}/api/health`)).status).toBe(200);
});

test('a staff session made on A holds on B; a site text saved on A shows on B’s next request within a second, also after the notifier connection was cut', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughForm(page, '/admin/conteudo', { account: STAFF, origin: A });
  // The session lives in the database: B knows the cookie A set (cookies do not vary by port).
  await page.goto(`${B}/admin/conteudo`);
  await expect(page).toHaveURL(`${B}/admin/conteudo`);
  await expect(contentSection(page, 'Apartamentos (cartões)')).toBeVisible();
  // The staff's diagnostics say that B hears the other instances.
  await page.goto(`${B}/diagnostico-supabase`);
  await expect(page.getByTestId('check-cache')).toContainText('Conectado');
  await page.goto(`${A}/admin/conteudo`);
  await waitForHydration(page);

  for (const round of ['before the cut', 'after the cut']) {
    if (round === 'after the cut') {
      // Both listening connections killed by the server, as a pooler restart would: they come back by themselves.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = $2', [LISTENER_NAME, dbName]);
      expect(await within(15_000, async () => (await listeners()) === 2)).not.toBeNull();
    }
    // B serves the home page from its caches (the compressed-response cache answers HIT).
    expect(await within(10_000, async () => (await text(`${B}/`)).cache === 'HIT')).not.toBeNull();
    const title = `Apartamentos multi ${round} ${Date.now()}`;
    await saveCardsTitle(page, title);
    const took = await within(PROPAGATION_MS, async () => (await text(`${B}/`)).body.includes(title));
    test.info().annotations.push({ type: `B shows A's write ${round} (ms)`, description: String(took) });
    expect(took, `B still served the old title ${PROPAGATION_MS} ms after the save on A`).not.toBeNull();
  }
});

test('a booking on A lowers B’s availability at once; the last apartment, asked for 20 times through A and B, is given once; each e-mail leaves once', async () => {
  test.setTimeout(90_000);
  const { rows } = await admin.query<{ id: string }>('select id from room_types where is_active order by created_at, id limit 2');
  const [wide, last] = [rows[0]!.id, rows[1]!.id];

  const first = reservationRequest(wide);
  const before = await available(B, wide, first);
  const booked = await fetch(`${A}/api/reservations`, json(first));
  expect(booked.status, await booked.text()).toBe(201);
  expect(await available(B, wide, first)).toBe(before - 1);

  // One apartment of this type left for these dates.
  await admin.query('update room_types set available_count = 1 where id = $1', [last]);
  const attempts = Array.from({ length: 20 }, () => reservationRequest(last, { checkIn: first.checkIn, checkOut: first.checkOut }));
  const answers = await Promise.all(attempts.map((body, i) => fetch(`${i % 2 === 0 ? A : B}/api/reservations`, json(body)).then((r) => r.status)));
  expect(answers.filter((status) => status === 201)).toHaveLength(1);
  expect(answers.filter((status) => status !== 201).every((status) => status === 409)).toBe(true);
  const { rows: stored } = await admin.query('select count(*)::int as n from reservations where room_type_id = $1 and status <> $2', [last, 'cancelled']);
  expect(stored[0].n).toBe(1);
  for (const origin of [A, B]) expect(await available(origin, last, first)).toBe(0);

  // Both instances dispatch after their own bookings and again on the cron: one message per guest, none twice.
  const guests = [first, ...attempts.filter((_, i) => answers[i] === 201)];
  await Promise.all([A, B].map((origin) => fetch(`${origin}/api/cron/expire-reservations`, { headers: { Authorization: 'Bearer e2e-multi-cron' } })));
  expect(await within(20_000, async () => guests.every((g) => mailsTo(g.email as string).length >= 1))).not.toBeNull();
  expect(await within(20_000, async () => (await admin.query("select 1 from email_outbox where status <> 'sent'")).rowCount === 0)).not.toBeNull();
  for (const guest of guests) {
    const { rows: messages } = await admin.query('select count(*)::int as n from email_outbox where to_address = $1', [guest.email]);
    expect(messages[0].n).toBeGreaterThan(0);
    expect(mailsTo(guest.email as string), guest.email as string).toHaveLength(messages[0].n as number);
  }
  for (const refused of attempts.filter((_, i) => answers[i] !== 201)) expect(mailsTo(refused.email as string)).toHaveLength(0);
});
