import { beforeAll, describe, expect, it } from 'vitest';
import { crossSiteRefusal, JSON_BODY_LIMIT, readJsonBody, REQUEST_MESSAGES } from '@/server/http/request-checks';

beforeAll(() => {
  process.env.SITE_URL = 'https://hotel.example';
});

const URL_ = 'https://hotel.example/api/contact';
const JSON_HEADERS = { 'content-type': 'application/json', origin: 'https://hotel.example' };

function post(headers: Record<string, string>, body?: BodyInit) {
  return new Request(URL_, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
}

async function refusal(result: Awaited<ReturnType<typeof readJsonBody>>) {
  if (result.ok) throw new Error('expected a refusal');
  return { status: result.response.status, body: await result.response.json() };
}

/** A chunked body (no Content-Length) of `chunks` chunks of `size` bytes, counting what was pulled. */
function stream(chunks: number, size: number) {
  const pulled = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.chunks === chunks) return controller.close();
      pulled.chunks++;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { body, pulled };
}

describe('readJsonBody', () => {
  it('gives the parsed body of a same-site JSON request, and of a program that names no origin', async () => {
    expect(await readJsonBody(post(JSON_HEADERS, '{"a":[1]}'))).toEqual({ ok: true, body: { a: [1] } });
    expect(await readJsonBody(post({ 'content-type': 'application/json; charset=utf-8' }, '"x"'))).toEqual({ ok: true, body: 'x' });
    expect(await readJsonBody(post({ 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }, '1'))).toEqual({ ok: true, body: 1 });
  });

  it('refuses a form posted from another site (login CSRF) with 403', async () => {
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      { 'content-type': 'application/json', origin: 'null' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      { 'content-type': 'application/json', 'sec-fetch-site': 'same-site' },
    ]) {
      expect(await refusal(await readJsonBody(post(headers, '{}')))).toEqual({ status: 403, body: { title: 'Verifique os dados', message: REQUEST_MESSAGES.crossSite } });
    }
  });

  it('refuses a body that is not declared as JSON with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx']) {
      expect(await refusal(await readJsonBody(post({ ...JSON_HEADERS, 'content-type': type }, '{}')))).toEqual({
        status: 415,
        body: { title: 'Verifique os dados', message: 'O corpo da requisição deve ser JSON.' },
      });
    }
    expect((await refusal(await readJsonBody(post({ origin: 'https://hotel.example' }, '{}')))).status).toBe(415);
  });

  it('refuses a body over the limit with 413: from Content-Length without reading, and while streaming a chunked one', async () => {
    const declared = stream(1, 10);
    const big = await readJsonBody(post({ ...JSON_HEADERS, 'content-length': String(JSON_BODY_LIMIT + 1) }, declared.body));
    expect(await refusal(big)).toEqual({ status: 413, body: { title: 'Verifique os dados', message: 'O corpo da requisição passa do limite de 64 kB.' } });
    expect(declared.pulled.chunks).toBeLessThanOrEqual(1);

    const chunked = stream(10_000, 16 * 1024);
    expect((await refusal(await readJsonBody(post(JSON_HEADERS, chunked.body)))).status).toBe(413);
    // Stopped right after the limit, not after 160 MB.
    expect(chunked.pulled.chunks).toBeLessThan(10);

    expect(await readJsonBody(post(JSON_HEADERS, `"${'a'.repeat(JSON_BODY_LIMIT - 2)}"`))).toMatchObject({ ok: true });
    expect((await refusal(await readJsonBody(post(JSON_HEADERS, 'x'.repeat(10)), { limit: 5 }))).status).toBe(413);
  });

  it('refuses a body that is not JSON with 400', async () => {
    for (const body of ['', '{', 'undefined', '{"a":1}x']) {
      expect(await refusal(await readJsonBody(post(JSON_HEADERS, body)))).toEqual({ status: 400, body: { title: 'Verifique os dados', message: 'O corpo da requisição deve ser JSON.' } });
    }
  });
});

describe('crossSiteRefusal', () => {
  it('lets this site, a navigation and a program through, and refuses other sites', () => {
    const get = (headers: Record<string, string>) => crossSiteRefusal(new Request('https://hotel.example/api/cron/expire-reservations', { headers }));
    expect(get({})).toBeNull();
    expect(get({ origin: 'https://hotel.example' })).toBeNull();
    expect(get({ 'sec-fetch-site': 'none' })).toBeNull();
    expect(get({ origin: 'http://hotel.example' })?.status).toBe(403);
    expect(get({ origin: 'https://hotel.example.evil.example' })?.status).toBe(403);
    expect(get({ 'sec-fetch-site': 'cross-site' })?.status).toBe(403);
  });

  it('lets the site through at another of its addresses: the origin names the host the request was sent to', () => {
    const get = (headers: Record<string, string>) => crossSiteRefusal(new Request('http://192.168.0.10:3000/api/admin/media', { headers }));
    expect(get({ origin: 'http://192.168.0.10:3000', host: '192.168.0.10:3000' })).toBeNull();
    expect(get({ origin: 'https://www.hotel.example', host: 'www.hotel.example' })).toBeNull();
    // Behind a proxy (Vercel, the container's): the host the browser used is the forwarded one.
    expect(get({ origin: 'https://hotel-git-x.vercel.app', host: 'internal:8080', 'x-forwarded-host': 'hotel-git-x.vercel.app' })).toBeNull();
    expect(get({ origin: 'https://evil.example', host: 'hotel.example' })?.status).toBe(403);
    expect(get({ origin: 'https://evil.example', host: 'evil.example', 'x-forwarded-host': 'hotel.example' })?.status).toBe(403);
    expect(get({ origin: 'http://192.168.0.10:3001', host: '192.168.0.10:3000' })?.status).toBe(403);
    expect(get({ origin: 'null', host: 'null' })?.status).toBe(403);
  });
});
