import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from './fixtures';
import fc from 'fast-check';
import { signInAsStaff } from './staff';

// Hostile requests against the production server (scripts/serve.mjs): another site's forms (login
// CSRF), bodies that are too large, malformed or hostile input. Never a 5xx; every refusal says
// what is wrong in Portuguese. The fuzzing prints fast-check's seed on failure: FUZZ_SEED=<seed>
// reruns the same requests.

const EVIL = 'https://evil.example';
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const fuzz = { numRuns: RUNS, seed: SEED, endOnFailure: true };

const PORTUGUESE = /[ãõçáéíóúâêôà]|\b(de|do|da|não|ou|um|uma|deve|para|com|em|os|as)\b/i;

/** The text a refusal shows: the JSON's message (or title), or the body itself. */
async function refusalText(response: APIResponse): Promise<string> {
  const text = await response.text();
  if (!(response.headers()['content-type'] ?? '').includes('json')) return text;
  const body = JSON.parse(text) as { message?: string; title?: string };
  return body.message ?? body.title ?? '';
}

/** Below 500, and a 4xx says why in Portuguese. */
async function expectHandled(response: APIResponse, where: string) {
  expect(response.status(), where).toBeLessThan(500);
  if (response.status() >= 400) expect(await refusalText(response), `${where} → ${response.status()}`).toMatch(PORTUGUESE);
}

/** The ids of this build's server actions by name (the e2e server serves the build of this checkout). */
function serverActions(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  const ids = new Map<string, string>();
  for (const [id, entry] of Object.entries(manifest.node)) ids.set(`${id}:${entry.exportedName}`, id);
  return ids;
}
const actionId = (name: string) => [...serverActions()].find(([key]) => key.endsWith(`:${name}`))![1];

function callAction(request: APIRequestContext, id: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return request.post('/', { headers: { 'Next-Action': id, 'Content-Type': 'text/plain;charset=UTF-8', ...headers }, data: body, maxRedirects: 0 });
}

async function roomTypeId(request: APIRequestContext): Promise<string> {
  const rooms = (await (await request.get('/api/rooms')).json()) as { id: string }[];
  return rooms[0]!.id;
}

function reservation(roomTypeId: string, overrides: Record<string, unknown> = {}) {
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return {
    roomTypeId,
    checkIn: inDays(40),
    checkOut: inDays(42),
    fullName: 'Atacante',
    email: `atacante.${Date.now()}@example.com`,
    phone: '66999991234',
    cpf: '52998224725',
    birthDate: '15/08/1990',
    address: 'Rua A, 1',
    city: 'Água Boa',
    state: 'MT',
    cep: '78635000',
    password: 'senha-do-atacante',
    confirmPassword: 'senha-do-atacante',
    ...overrides,
  };
}

test.describe('route handlers', () => {
  test('a form posted from another site is refused (login CSRF): no reservation, no session', async ({ request }) => {
    const body = JSON.stringify(reservation(await roomTypeId(request)));
    for (const [headers, status] of [
      [{ Origin: EVIL, 'Content-Type': 'text/plain' }, 403],
      [{ Origin: EVIL, 'Content-Type': 'application/json' }, 403],
      [{ 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' }, 403],
      [{ 'Content-Type': 'text/plain' }, 415],
    ] as const) {
      for (const route of ['/api/reservations', '/api/contact']) {
        const response = await request.post(route, { headers, data: body });
        expect(response.status(), `${route} ${JSON.stringify(headers)}`).toBe(status);
        expect(response.headers()['set-cookie']).toBeUndefined();
        expect(await response.json()).toEqual({
          title: 'Verifique os dados',
          message: status === 403 ? 'Requisição recusada: ela não veio deste site.' : 'O corpo da requisição deve ser JSON.',
        });
      }
    }
    const cron = await request.get('/api/cron/expire-reservations', { headers: { Origin: EVIL, Authorization: 'Bearer e2e-cron-secret' } });
    expect(cron.status()).toBe(403);
  });

  test('the site opened at another of its addresses posts to its own routes: the origin names the host the request went to', async ({ request, baseURL }) => {
    // SITE_URL is http://127.0.0.1:PORT; the same server opened as localhost (www, a preview URL, the LAN address alike).
    const other = new URL(baseURL!);
    other.hostname = 'localhost';
    const message = { name: 'Marta', email: `marta.${Date.now()}@example.com`, phone: '(66) 99999-1234', message: 'Aberto por outro endereço.' };
    const accepted = await request.post(new URL('/api/contact', other).href, { headers: { Origin: other.origin, 'Content-Type': 'application/json' }, data: JSON.stringify(message) });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const refused = await request.post(new URL('/api/contact', other).href, { headers: { Origin: EVIL, 'Content-Type': 'application/json' }, data: JSON.stringify(message) });
    expect(refused.status()).toBe(403);
  });

  test('a JSON body over 64 kB is refused with 413', async ({ request }) => {
    const data = JSON.stringify({ name: 'a'.repeat(100_000) });
    for (const route of ['/api/reservations', '/api/contact']) {
      const response = await request.post(route, { headers: { 'Content-Type': 'application/json' }, data });
      expect(response.status()).toBe(413);
      expect(await response.json()).toEqual({ title: 'Verifique os dados', message: 'O corpo da requisição passa do limite de 64 kB.' });
    }
  });

  test('a NUL byte in a field is a field error, not a 500', async ({ request }) => {
    const contact = await request.post('/api/contact', { data: { name: 'Ana\u0000', email: 'ana@example.com', phone: '66999990000', message: 'Olá' } });
    expect(contact.status()).toBe(422);
    expect(await contact.json()).toMatchObject({ message: 'Caracteres inválidos.', errors: { name: 'Caracteres inválidos.' } });
    const booking = await request.post('/api/reservations', { data: reservation(await roomTypeId(request), { address: 'Rua\u0000 B' }) });
    expect(booking.status()).toBe(422);
    expect(await booking.json()).toMatchObject({ errors: { address: 'Caracteres inválidos.' } });
  });

  test('/media and /video-thumbnail: malformed encoding, names too long and paths through a file are 4xx', async ({ request }) => {
    expect((await request.get('/media/seed/services/wifi.webp')).status()).toBe(200);
    for (const [url, status, text] of [
      ['/media/%ff', 400, 'Endereço inválido: a codificação dos caracteres (%) está malformada.'],
      ['/media/%c0%ae%c0%ae/x.webp', 400, 'Endereço inválido: a codificação dos caracteres (%) está malformada.'],
      ['/video-thumbnail/%ff', 400, 'Endereço inválido: a codificação dos caracteres (%) está malformada.'],
      [`/media/${'a'.repeat(300)}.webp`, 404, 'Arquivo não encontrado.'],
      ['/media/seed/services/wifi.webp/x.webp', 404, 'Arquivo não encontrado.'],
      ['/video-thumbnail/nao.e.um.id', 404, 'Vídeo não encontrado.'],
    ] as const) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(status);
      expect(await response.text(), url).toBe(text);
    }
  });

  test('staff: a NUL in the CSV search and a malformed reservation id are 400', async ({ page }) => {
    await signInAsStaff(page);
    const csv = await page.request.get('/api/admin/reservas/csv?q=%00');
    expect(csv.status()).toBe(400);
    expect(await csv.json()).toEqual({ message: 'Caracteres inválidos.' });
    const detail = await page.request.get('/admin/reservas/%ff');
    expect(detail.status()).toBe(400);
  });
});

test.describe('server actions', () => {
  test('bodies over 1 MB, malformed, from another origin or with references are 4xx', async ({ request }) => {
    const id = actionId('sendContactAction');
    const cases: [string, Promise<APIResponse>, number][] = [
      ['over 1 MB', callAction(request, id, Buffer.alloc(1024 * 1024 + 10, 'a')), 413],
      ['not JSON', callAction(request, id, 'garbage{'), 400],
      ['a reference', callAction(request, id, '["$1"]'), 400],
      ['not a list', callAction(request, id, 'null'), 400],
      ['multipart garbage', callAction(request, id, 'garbage', { 'Content-Type': 'multipart/form-data; boundary=xyz' }), 400],
      ['multipart without boundary', callAction(request, id, 'garbage', { 'Content-Type': 'multipart/form-data' }), 400],
      ['another origin', callAction(request, id, '[{}]', { Origin: EVIL }), 403],
      ['a form posted before hydration, malformed', request.post('/', { headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, data: 'garbage' }), 400],
    ];
    for (const [name, pending, status] of cases) {
      const response = await pending;
      expect(response.status(), name).toBe(status);
      expect(await response.text(), name).toMatch(PORTUGUESE);
    }
    // A NUL in a field: the form's answer, not a failure.
    const nul = await callAction(request, id, JSON.stringify([{ name: 'Ana\u0000', email: 'ana@example.com', phone: '66999990000', message: 'Olá', website: '' }]));
    expect(nul.status()).toBe(200);
    expect(await nul.text()).toContain('"errors":{"name":"Caracteres inválidos."}');
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzzing
// ---------------------------------------------------------------------------------------------

const CONTROL = ['\u0000', '\u0001', '\u001b', '\u007f', '\r\n'];
const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
  fc.constantFrom('a'.repeat(70_000), '😀'.repeat(5_000), '%ff', '%c0%ae', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '$1', '$h1'),
);
const hostileJson = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'name', 'email', 'checkIn', 'roomTypeId', 'password', 'website'), fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 })), { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  hostileString,
);
const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', '');
/** A path segment: anything, percent-encoded or not (malformed sequences included). */
const segment = fc.oneof(
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.constantFrom('%ff', '%c0%ae', '%00', '%2e%2e', '..', 'a'.repeat(300), '%E0%A4%A', 'x.webp'),
);

test.describe('fuzzing', () => {
  test.describe.configure({ timeout: 90_000 });

  test('JSON API: hostile bodies, content types and origins', async ({ request, baseURL }) => {
    const site = new URL(baseURL!).origin;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/reservations', '/api/contact'), hostileJson, contentType, fc.constantFrom(null, site, EVIL), async (route, body, type, from) => {
        const headers: Record<string, string> = { 'Content-Type': type };
        if (from) headers.Origin = from;
        const response = await request.post(route, { headers, data: body });
        await expectHandled(response, `${route} ${type} ${from} ${body.slice(0, 80)}`);
        expect(response.headers()['set-cookie'], route).toBeUndefined();
      }),
      fuzz,
    );
  });

  test('GET routes: hostile query strings, paths and headers', async ({ request }) => {
    const query = fc.dictionary(fc.constantFrom('checkIn', 'checkOut', 'token', 'q', 'status', 'from', 'to', 'roomType', 'page'), hostileString, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.tuple(fc.constantFrom('/api/availability', '/auth/verificar', '/api/admin/reservas/csv', '/painel/meus-dados', '/api/rooms', '/api/auth/session'), query).map(
            ([route, params]) => `${route}?${new URLSearchParams(params)}`,
          ),
          fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/media/${parts.join('/')}`),
          // Never a real YouTube id: the thumbnail would be fetched from YouTube.
          segment.filter((s) => !/^[A-Za-z0-9_-]{11}$/.test(s)).map((id) => `/video-thumbnail/${id}`),
          segment.map((id) => `/admin/reservas/${id}`),
        ),
        // Printable: the client refuses to send other header values.
        hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        async (url, authorization) => {
          const response = await request.get(url, { headers: { Authorization: authorization }, maxRedirects: 0 });
          await expectHandled(response, url);
        },
      ),
      fuzz,
    );
    const cron = await request.get('/api/cron/expire-reservations', { headers: { Authorization: 'Bearer errado' } });
    expect(cron.status()).toBe(401);
    await expectHandled(cron, 'cron');
  });

  test('every server action: hostile bodies, as an anonymous visitor', async ({ request, baseURL }) => {
    const ids = [...serverActions().values()];
    expect(ids.length).toBeGreaterThanOrEqual(20);
    const site = new URL(baseURL!).origin;
    const argumentList = fc.array(fc.oneof(hostileString, fc.jsonValue({ maxDepth: 2 }), fc.dictionary(fc.string({ maxLength: 10 }), hostileString, { maxKeys: 5 })), { maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ids),
        fc.oneof(argumentList.map((args) => JSON.stringify(args)), hostileJson),
        fc.constantFrom('text/plain;charset=UTF-8', 'multipart/form-data; boundary=x', 'application/json'),
        fc.constantFrom(null, site, EVIL),
        async (id, body, type, from) => {
          const headers: Record<string, string> = { 'Content-Type': type };
          if (from) headers.Origin = from;
          const response = await callAction(request, id, body, headers);
          await expectHandled(response, `${id} ${type} ${from} ${body.slice(0, 80)}`);
        },
      ),
      { ...fuzz, numRuns: RUNS * 2 },
    );
  });
});
