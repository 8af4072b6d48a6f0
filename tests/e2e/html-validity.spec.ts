import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { day, request as reservationRequest } from '../helpers/reservation-request';
import { signInAsStaff } from './staff';

// Every public page, the guest's panel and the admin's main screens, as the server sends them, checked
// by the Nu HTML Checker (the W3C validator) in one run: the JVM takes seconds to start. Errors only:
// its warnings today are React's `<input/>` slashes and the missing `lang` of Next's error shell (the 403).

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

/**
 * Errors that come from Next.js's own markup, not ours: each with the exact message and why.
 * Empty: Next's injected markup validates today.
 */
const NEXT_ERRORS: { message: string; why: string }[] = [];

const RUN = Date.now();

/** Reads each path's server HTML with the cookies of `request` into `pages`, named `who path`. */
async function collect(pages: Map<string, string>, request: APIRequestContext, who: string, paths: (string | [string, number])[]) {
  for (const entry of paths) {
    const [pagePath, status] = typeof entry === 'string' ? [entry, 200] : entry;
    const response = await request.get(pagePath, { maxRedirects: 0 });
    expect(response.status(), `${who} ${pagePath}`).toBe(status);
    expect(response.headers()['content-type'], `${who} ${pagePath}`).toContain('text/html');
    pages.set(`${who} ${pagePath}`, await response.text());
  }
}

test('every page is valid HTML (Nu HTML Checker)', async ({ browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  const pages = new Map<string, string>();
  const client = (name: string) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': `e2e-html-${name}-${RUN}` } });

  const anonymous = await client('anonymous');
  await collect(pages, anonymous, 'visitante', [
    '/',
    '/politica-privacidade',
    '/termos-uso',
    '/auth',
    '/auth?modo=cadastro',
    '/recuperar-senha',
    '/definir-senha',
    '/definir-senha?token=token-de-exemplo',
    ['/pagina-que-nao-existe', 404],
  ]);
  await anonymous.dispose();

  // A guest: a booking signs the guest up and in, and gives the admin's list a reservation to open.
  const guest = await client('guest');
  const rooms = (await (await guest.get('/api/rooms')).json()) as { id: string }[];
  const checkIn = 15 + (Math.floor(RUN / 1000) % 20);
  const booked = await guest.post('/api/reservations', {
    data: reservationRequest(rooms[0]!.id, { email: `html-${RUN}@example.com`, checkIn: day(checkIn), checkOut: day(checkIn + 1) }),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  // /painel/meus-dados is the JSON download, not a page. A guest at /admin gets the 403 page.
  await collect(pages, guest, 'hóspede', ['/painel', '/definir-senha', ['/admin', 403]]);
  await guest.dispose();

  // Staff, signed in through the form; page.request shares the browser's cookies.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `e2e-html-staff-${RUN}` } });
  const page = await context.newPage();
  await signInAsStaff(page);
  const list = await page.request.get('/admin/reservas');
  const reservationId = /href="\/admin\/reservas\/([0-9a-f-]{36})"/.exec(await list.text())?.[1];
  expect(reservationId, 'a reservation in /admin/reservas').toBeDefined();
  await collect(pages, page.request, 'equipe', [
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
    '/admin/apartamentos/calendarios',
  ]);
  await context.close();

  // One file per page, one run of the checker over all of them. The stylesheet Next inlines
  // (experimental.inlineCss) is Tailwind's output, not markup: the checker's CSS grammar predates
  // @property, margin-trim and the mask shorthand, and it never read the stylesheet while it was a
  // linked file. It is emptied here; every other <style> and style attribute is still checked.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'html-validity-'));
  const nameOf = new Map<string, string>();
  [...pages].forEach(([name, html], i) => {
    const file = path.join(dir, `${String(i).padStart(2, '0')}.html`);
    fs.writeFileSync(file, html.replace(/(<style data-precedence="next"[^>]*>)[\s\S]*?(<\/style>)/g, '$1$2'));
    nameOf.set(`file:${file}`, name);
  });
  const vnu = spawnSync('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...[...nameOf.keys()].map((f) => f.slice('file:'.length))], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(vnu.error, 'java -jar vnu.jar').toBeUndefined();
  const { messages } = JSON.parse(vnu.stderr) as { messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[] };

  const allowed = new Set(NEXT_ERRORS.map((e) => e.message));
  const errors = messages
    .filter((m) => !allowed.has(m.message))
    .map((m) => `${nameOf.get(m.url ?? '') ?? m.url}: ${m.type}: ${m.message} (linha ${m.lastLine}) ${m.extract?.replace(/\s+/g, ' ') ?? ''}`);
  expect(errors).toEqual([]);
  // 0: all valid; 1: only allowed errors. Anything else is the checker failing to run.
  expect(vnu.status === 0 || vnu.status === 1, vnu.stderr).toBe(true);
});
