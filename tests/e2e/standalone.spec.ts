import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { request as reservationRequest } from '../helpers/reservation-request';
import { launchInstance, waitUntilReady, type Instance } from './instances';

// What the container image holds (Dockerfile): the standalone bundle of the build the other specs
// use (scripts/standalone-bundle.mjs), started as the image starts it, from its own directory with
// nothing of the project around it, on a fresh embedded database. Docker itself is not available
// here; this checks the image's contents serve the site and take a booking.
const PORT = Number(process.env.E2E_STANDALONE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 50);
const ORIGIN = `http://127.0.0.1:${PORT}`;

test.describe.configure({ mode: 'serial' });
test.skip(!!process.env.E2E_BASE_URL || !fs.existsSync('.next/standalone/server.js'), 'needs the production build of scripts/e2e-server.mjs');

let root: string;
let server: Instance;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-standalone-'));
  const app = path.join(root, 'app');
  const bundle = spawnSync(process.execPath, ['scripts/standalone-bundle.mjs', app], { encoding: 'utf8' });
  expect(bundle.status, bundle.stderr).toBe(0);
  // Nothing of the project's sources or dev dependencies came along.
  expect(fs.existsSync(path.join(app, 'next.config.ts'))).toBe(false);
  expect(fs.existsSync(path.join(app, 'node_modules/@playwright'))).toBe(false);
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: path.join(root, 'data'), SITE_URL: ORIGIN, RATE_LIMITS: 'off' };
  server = launchInstance(PORT, env, app);
  await waitUntilReady([server]);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server log', { body: server.log, contentType: 'text/plain' });
});

test.afterAll(async () => {
  server?.process.kill('SIGKILL');
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

test('the standalone bundle serves the home page with its photos, is ready, and takes a booking', async ({ page }) => {
  await page.goto(`${ORIGIN}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const photo = await page.locator('img[src*="/media/seed/"], img[srcset*="media"]').first().getAttribute('src');
  expect(photo).toBeTruthy();
  expect((await fetch(new URL(photo!, ORIGIN))).status).toBe(200);
  expect(await (await fetch(`${ORIGIN}/api/ready`)).json()).toEqual({ ready: true });

  const rooms = (await (await fetch(`${ORIGIN}/api/rooms`)).json()) as { id: string }[];
  const booking = await fetch(`${ORIGIN}/api/reservations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(reservationRequest(rooms[0]!.id)) });
  expect(booking.status, await booking.text()).toBe(201);
});
