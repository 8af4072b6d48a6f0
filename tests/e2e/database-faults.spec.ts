import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from './fixtures';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { createDatabase, dropDatabase, launchInstance, waitUntilReady, type Instance } from './instances';
import { request as reservationRequest } from '../helpers/reservation-request';
import messages from '../../messages/pt-BR.json' with { type: 'json' };

// The production build serving from a PostgreSQL database that it reaches through a TCP proxy the
// test controls: black-holed (connections accepted, never answered), then cut (refused), then back.
// A second server (scripts/serve.mjs, as `npm start`) on its own port and database; needs
// TEST_DATABASE_URL (CI's PostgreSQL).
const BASE_DB_URL = process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.E2E_FAULTS_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 30);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The bound: a visitor gets an answer within 3 s, whatever the database does. */
const ANSWER_WITHIN_MS = 3_000;

const NETWORK_MESSAGE = messages.errors.network;
const ROOMS_FAILED = messages.guestRequests.toasts.roomsFailed.message;
const DB_UNAVAILABLE = messages.errors.databaseUnavailable;

test.describe.configure({ mode: 'serial' });
test.skip(!BASE_DB_URL, 'TEST_DATABASE_URL is not set');

let proxy: FaultProxy;
let server: Instance;
let admin: pg.Client;
let dataDir: string;
let dbName: string;
let startupMs = 0;

async function timed(url: string, init?: RequestInit) {
  const started = Date.now();
  const response = await fetch(`${ORIGIN}${url}`, { redirect: 'manual', ...init });
  const text = await response.text();
  return { status: response.status, text, ms: Date.now() - started, headers: response.headers };
}

const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const stay = '/api/availability?checkIn=2027-03-10&checkOut=2027-03-12';
const sessionCookie = { headers: { Cookie: 'hotel_session=a-session-the-database-cannot-check' } };

async function reservationsOf(email: string): Promise<number> {
  const { rows } = await admin.query('select count(*)::int as n from reservations where guest_email = $1', [email]);
  return rows[0].n as number;
}

let beforeAllStarted = 0;
test.beforeAll(async () => {
  beforeAllStarted = Date.now();
  test.setTimeout(120_000);
  dbName = `e2e_faults_${process.pid}`;
  const base = new URL(await createDatabase(BASE_DB_URL!, dbName));
  admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  proxy = await startFaultProxy({ host: base.hostname, port: Number(base.port || 5432) });
  const viaProxy = new URL(base);
  viaProxy.host = proxy.address;

  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-e2e-faults-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: viaProxy.toString(), DATA_DIR: dataDir, SITE_URL: ORIGIN, RATE_LIMITS: 'off', PORT: String(PORT) };
  delete env.SMTP_URL;
  delete env.RESEND_API_KEY;
  const started = Date.now();
  server = launchInstance(PORT, env);
  await waitUntilReady([server]);
  startupMs = Date.now() - started;
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', { body: server.log, contentType: 'text/plain' });
});

test.afterAll(async () => {
  // Nothing to finish gracefully (serve.mjs would wait up to 10 s for idle keep-alive sockets).
  server?.process.kill('SIGKILL');
  await proxy?.close();
  await admin?.end();
  await dropDatabase(BASE_DB_URL!, dbName);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('the site answers within 3 s while the database is black-holed, then cut, and recovers without a restart', async () => {
  test.setTimeout(60_000);
  test.info().annotations.push({ type: 'server start-up (ms)', description: `${startupMs} of ${Date.now() - beforeAllStarted} before the test` });
  const upStarted = Date.now();
  // Database up: the rooms, a booking (it expires the availability tag, so / renders again).
  const rooms = JSON.parse((await timed('/api/rooms')).text) as { id: string; name: string }[];
  expect(rooms.length).toBeGreaterThan(0);
  const roomTypeId = rooms[0]!.id;
  const before = reservationRequest(roomTypeId);
  const booked = await timed('/api/reservations', json(before));
  expect(booked.status, booked.text).toBe(201);
  expect((await timed('/')).status).toBe(200);
  expect((await timed(stay)).status).toBe(200);
  test.info().annotations.push({ type: 'database up (ms)', description: String(Date.now() - upStarted) });

  // Black-holed: connections accepted, never answered.
  await proxy.setMode('blackhole');
  // A booking whose client gives up after half a second: it must never commit, even once the network heals.
  const abandoned = reservationRequest(roomTypeId);
  const abort = new AbortController();
  const abandonedRequest = fetch(`${ORIGIN}/api/reservations`, { ...json(abandoned), signal: abort.signal }).catch(() => null);
  setTimeout(() => abort.abort(), 500);

  const failedBooking = reservationRequest(roomTypeId);
  const [home, availability, booking, session, adminPage, panelPage] = await Promise.all([
    timed('/'),
    timed(stay),
    timed('/api/reservations', json(failedBooking)),
    timed('/api/auth/session', sessionCookie),
    timed('/admin', sessionCookie),
    timed('/painel', sessionCookie),
  ]);
  await abandonedRequest;
  test.info().annotations.push({
    type: 'black-holed (ms)',
    description: JSON.stringify({ home: home.ms, availability: availability.ms, booking: booking.ms, session: session.ms, admin: adminPage.ms, panel: panelPage.ms }),
  });
  expect(home.status).toBe(200);
  expect(home.ms).toBeLessThan(ANSWER_WITHIN_MS);
  for (const room of rooms) expect(home.text).toContain(room.name);
  expect(availability).toMatchObject({ status: 503 });
  expect(JSON.parse(availability.text).message).toBe(ROOMS_FAILED);
  expect(availability.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(booking.status, booking.text).toBe(503);
  expect(JSON.parse(booking.text).message).toBe(NETWORK_MESSAGE);
  expect(booking.ms).toBeLessThan(ANSWER_WITHIN_MS);
  // An outage is not a sign-out: the session route says so, /admin shows why instead of the sign-in.
  expect(session.status).toBe(503);
  expect(JSON.parse(session.text)).toEqual({ message: DB_UNAVAILABLE });
  expect(session.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(adminPage.status).not.toBe(307);
  expect(adminPage.headers.get('location')).toBeNull();
  expect(adminPage.text).toContain(messages.unavailable.title);
  expect(adminPage.ms).toBeLessThan(ANSWER_WITHIN_MS);
  // The guest's panel too: its notice, not the sign-in and not the error screen.
  expect(panelPage.status).not.toBe(307);
  expect(panelPage.headers.get('location')).toBeNull();
  expect(panelPage.text).toContain(messages.unavailable.painel);
  expect(panelPage.ms).toBeLessThan(ANSWER_WITHIN_MS);

  // Cut: connections refused.
  await proxy.setMode('refuse');
  const [homeCut, availabilityCut, bookingCut] = await Promise.all([timed('/'), timed(stay), timed('/api/reservations', json(reservationRequest(roomTypeId)))]);
  test.info().annotations.push({ type: 'cut (ms)', description: JSON.stringify({ home: homeCut.ms, availability: availabilityCut.ms, booking: bookingCut.ms }) });
  expect(homeCut.status).toBe(200);
  expect(homeCut.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(availabilityCut.status).toBe(503);
  expect(availabilityCut.ms).toBeLessThan(ANSWER_WITHIN_MS);
  expect(bookingCut.status).toBe(503);
  expect(JSON.parse(bookingCut.text).message).toBe(NETWORK_MESSAGE);
  expect(bookingCut.ms).toBeLessThan(ANSWER_WITHIN_MS);

  // Back: the same process serves again once its breaker lets a trial through (at most 15 s).
  await proxy.setMode('pass');
  const back = Date.now();
  let recovered = await timed(stay);
  while (recovered.status !== 200 && Date.now() - back < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    recovered = await timed(stay);
  }
  expect(recovered.status, recovered.text).toBe(200);
  test.info().annotations.push({ type: 'recovered after', description: `${Date.now() - back} ms` });
  const after = reservationRequest(roomTypeId);
  expect((await timed('/api/reservations', json(after))).status).toBe(201);

  test.info().annotations.push({ type: 'booking after recovery (ms)', description: String(Date.now() - back) });
  // What the black hole held was delivered when it healed: none of the failed or abandoned bookings committed.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(await reservationsOf(before.email as string)).toBe(1);
  expect(await reservationsOf(after.email as string)).toBe(1);
  expect(await reservationsOf(abandoned.email as string)).toBe(0);
  expect(await reservationsOf(failedBooking.email as string)).toBe(0);
});
