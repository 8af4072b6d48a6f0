import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { day, request as reservationRequest } from '../helpers/reservation-request';
import { signInAsStaff } from './staff';

// Every public page, the guest's panel and the admin's main screens, as the server sends them, checked
// by the Nu HTML Checker (the W3C validator) in one run: the JVM takes seconds to start.

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Errors that come from Next.js's own markup, not ours: each with the exact message and why.
 * Empty: Next's injected markup validates today.
 */
const NEXT_ERRORS: { message: string; why: string }[] = [];

interface Page {
  path: string;
  status?: number;
}

const RUN = Date.now();

/** The server's HTML of each page, read with the cookies of `request`. */
async function fetchPages(request: APIRequestContext, pages: Page[], who: string): Promise<Map<string, string>> {
  const html = new Map<string, string>();
  for (const { path: pagePath, status = 200 } of pages) {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), `${who} ${pagePath}`).toBe(status);
    expect(response.headers()['content-type'], `${who} ${pagePath}`).toContain('text/html');
    html.set(`${who} ${pagePath}`, await response.text());
  }
  return html;
}

test('every page is valid HTML (Nu HTML Checker)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const pages = new Map<string, string>();

  const anonymous = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `e2e-html-anonymous-${RUN}` } });
  for (const [k, v] of await fetchPages(anonymous, [
    { path: '/' },
    { path: '/politica-privacidade' },
    { path: '/termos-uso' },
    { path: '/auth' },
    { path: '/auth?modo=cadastro' },
    { path: '/recuperar-senha' },
    { path: '/definir-senha' },
    { path: '/definir-senha?token=token-de-exemplo' },
    { path: '/pagina-que-nao-existe', status: 404 },
  ], 'visitante'))
    pages.set(k, v);

  // A guest: a booking signs the guest up and in; its reservation is the one the admin opens below.
  const guest = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `e2e-html-guest-${RUN}` } });
  const rooms = (await (await guest.get('/api/rooms')).json()) as { id: string }[];
  const checkIn = 15 + (Math.floor(RUN / 1000) % 20);
  const booked = await guest.post('/api/reservations', {
    data: reservationRequest(rooms[0]!.id, { email: `html-${RUN}@example.com`, checkIn: day(checkIn), checkOut: day(checkIn + 1) }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  for (const [k, v] of await fetchPages(guest, [{ path: '/painel' }, { path: '/definir-senha' }, { path: '/admin', status: 403 }], 'hóspede')) pages.set(k, v);

  // Staff, signed in through the form; page.request shares the browser's cookies.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `e2e-html-staff-${RUN}` } });
  const page = await context.newPage();
  await signInAsStaff(page);
  const list = await page.request.get('/admin/reservas');
  const reservationId = /href="\/admin\/reservas\/([0-9a-f-]{36})"/.exec(await list.text())?.[1];
  expect(reservationId, 'a reservation in /admin/reservas').toBeDefined();
  for (const [k, v] of await fetchPages(
    page.request,
    [
      '/admin',
      '/admin/reservas',
      `/admin/reservas/${reservationId}`,
      '/admin/reservas/calendario',
      '/admin/conteudo',
      '/admin/hotel',
      '/admin/videos',
      '/admin/avaliacoes',
      '/admin/emails',
      '/admin/notificacoes',
    ].map((p) => ({ path: p })),
    'equipe',
  ))
    pages.set(k, v);
  await context.close();

  // One file per page, one run of the checker over all of them.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  const fileOf = new Map<string, string>();
  [...pages].forEach(([name, html], i) => {
    const file = path.join(dir, `${String(i).padStart(2, '0')}.html`);
    fs.writeFileSync(file, html);
    fileOf.set(`file:${file}`, name);
  });
  const vnu = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...[...fileOf.keys()].map((f) => f.slice('file:'.length))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(vnu.error, 'java -jar vnu.jar').toBeUndefined();
  const { messages } = JSON.parse(vnu.stderr) as { messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[] };

  const allowed = new Set(NEXT_ERRORS.map((e) => e.message));
  const errors = messages
    .filter((m) => !allowed.has(m.message))
    .map((m) => `${fileOf.get(m.url ?? '') ?? m.url}: ${m.type}: ${m.message} (linha ${m.lastLine}) ${m.extract?.replace(/\s+/g, ' ') ?? ''}`);
  expect(errors).toEqual([]);
  // 0: all valid; 1: only allowed errors. Anything else is the checker failing to run.
  expect(vnu.status === 0 || vnu.status === 1, vnu.stderr).toBe(true);
});
