import http, { type IncomingMessage } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { answerClientError, checkRequest, GUARD_MESSAGES } from '../../scripts/request-guard.mjs';

const ACTION = { 'next-action': '408c72ebf3302976c3620ac00d9e36d4c8b5f449e6', host: 'hotel.example' };

/** An incoming request as scripts/serve.mjs gets it: the body as a stream. */
function incoming({ method = 'POST', url = '/', headers = {}, body = '' }: { method?: string; url?: string; headers?: Record<string, string>; body?: string | Buffer }) {
  const bytes = Buffer.from(body);
  const req = Readable.from(bytes.length ? [bytes] : []) as unknown as IncomingMessage;
  const lowered = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  if (!('content-length' in lowered) && !('transfer-encoding' in lowered)) lowered['content-length'] = String(bytes.length);
  Object.assign(req, { method, url, headers: lowered });
  return req;
}

const multipart = (parts: Record<string, string>, boundary = 'xyz') =>
  Object.entries(parts)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('') + `--${boundary}--\r\n`;

const refusal = async (req: IncomingMessage) => (await checkRequest(req)).refusal;
/** The request handed to Next, or null when refused. */
const passed = async (req: IncomingMessage) => (await checkRequest(req)).request ?? null;
const bodyOf = async (req: IncomingMessage) => Buffer.concat(await req.toArray()).toString();

describe('request guard of the production server', () => {
  it.each(['/media/%ff', '/video-thumbnail/%ff', '/admin/reservas/%c0%ae', '/media/seed/%E0%A4%A.webp'])('refuses the malformed path %s with 400', async (url) => {
    expect(await refusal(incoming({ method: 'GET', url }))).toEqual({ status: 400, message: GUARD_MESSAGES.badPath });
  });

  it('lets well-encoded paths and every other request through untouched', async () => {
    for (const url of ['/', '/media/seed/a%20b.webp', '/api/contact?q=%ff']) {
      const req = incoming({ method: 'GET', url });
      expect(await passed(req)).toBe(req);
    }
    const json = incoming({ url: '/api/contact', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(await passed(json)).toBe(json);
    // Not read: the route handler reads it.
    expect(json.readableEnded).toBe(false);
  });

  it('hands a well-formed server action to Next: a copy of the request with the body read here', async () => {
    const body = '[{"name":"Ana","when":"$D2026-01-01T00:00:00.000Z","next":"$undefined","price":"$$5"},null,[1,true]]';
    const req = incoming({ headers: { ...ACTION, 'content-type': 'text/plain;charset=UTF-8', origin: 'https://hotel.example' }, body });
    const copy = (await passed(req))!;
    expect([copy.method, copy.url, copy.headers]).toEqual([req.method, req.url, req.headers]);
    expect(await bodyOf(copy)).toBe(body);
    const form = incoming({ headers: { ...ACTION, 'content-type': 'multipart/form-data; boundary=xyz' }, body: multipart({ '0': '[null,"$K1"]', '1_name': 'Ana' }) });
    expect(await bodyOf((await passed(form))!)).toContain('Ana');
    // A form posted before hydration: its own fields, no argument list.
    const posted = incoming({ headers: { 'content-type': 'multipart/form-data; boundary=xyz', host: 'hotel.example' }, body: multipart({ $ACTION_ID_40ab: '', email: 'a@b.co' }) });
    expect(await passed(posted)).not.toBeNull();
  });

  it('refuses a server action from another origin with 403, as Next would (with a 500)', async () => {
    const headers = { ...ACTION, 'content-type': 'text/plain', origin: 'https://evil.example' };
    expect(await refusal(incoming({ headers, body: '[]' }))).toEqual({ status: 403, message: GUARD_MESSAGES.crossSite });
    expect(await refusal(incoming({ headers: { ...headers, origin: 'null' }, body: '[]' }))).toMatchObject({ status: 403 });
    // Behind a proxy the forwarded host is the site's.
    expect(await passed(incoming({ headers: { ...headers, 'x-forwarded-host': 'evil.example' }, body: '[]' }))).not.toBeNull();
  });

  it('refuses a server action body over 1 MB with 413 before reading it, and one without a length with 411', async () => {
    const big = incoming({ headers: { ...ACTION, 'content-type': 'text/plain', 'content-length': String(1024 * 1024 + 1) } });
    expect(await refusal(big)).toEqual({ status: 413, message: GUARD_MESSAGES.tooLarge });
    const chunked = incoming({ headers: { ...ACTION, 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }, body: '[]' });
    expect(await refusal(chunked)).toEqual({ status: 411, message: GUARD_MESSAGES.lengthRequired });
    // A multipart POST without the header may be a form posted before hydration: the same limit.
    const form = incoming({ headers: { 'content-type': 'multipart/form-data; boundary=xyz', 'content-length': String(2 * 1024 * 1024) } });
    expect(await refusal(form)).toMatchObject({ status: 413 });
  });

  it.each([
    ['text that is not JSON', 'text/plain;charset=UTF-8', 'garbage{'],
    ['invalid UTF-8', 'text/plain', Buffer.from([0x5b, 0xff, 0x5d])],
    ['multipart without a boundary', 'multipart/form-data', multipart({ a: 'b' })],
    ['multipart cut short', 'multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
    ['multipart without the arguments', 'multipart/form-data; boundary=xyz', multipart({ '1_name': 'Ana' })],
    ['JSON that is not an argument list', 'text/plain', 'null'],
    ['a reference to a missing part', 'text/plain', '[{"a":"$1"}]'],
    ['a server reference', 'text/plain', '["$h1"]'],
    ['a map', 'multipart/form-data; boundary=xyz', multipart({ '0': '["$Q1"]', '1': '[]' })],
  ])('refuses a server action body of %s with 400', async (_name, contentType, body) => {
    expect(await refusal(incoming({ headers: { ...ACTION, 'content-type': contentType }, body }))).toEqual({ status: 400, message: GUARD_MESSAGES.malformed });
  });
});

describe("the server's answer to what Node's HTTP parser refuses", () => {
  it('says in Portuguese that the address is too long (431) or the request malformed (400)', async () => {
    const server = http.createServer((_req, res) => res.end('ok'));
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
      });
    try {
      const long = await raw(`GET /?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(long).toMatch(/^HTTP\/1\.1 431 /);
      expect(long.endsWith('\r\n\r\nEndereço ou cabeçalhos grandes demais.')).toBe(true);
      expect(await raw('NONSENSE\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 [^]*Requisição HTTP malformada\.$/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
