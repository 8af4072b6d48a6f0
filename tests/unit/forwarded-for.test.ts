import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPeerAddress } from '../../scripts/forwarded-for.mjs';
import { clientIp } from '../../server/rate-limit';

// The production server appends its socket's peer to X-Forwarded-For; the rate limits read from the right.
let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    appendPeerAddress(req);
    const headers = new Headers(Object.entries(req.headers).map(([name, value]): [string, string] => [name, String(value)]));
    res.end(JSON.stringify({ chain: req.headers['x-forwarded-for'], none: clientIp(headers, 0), one: clientIp(headers, 1) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the client address behind the production server', () => {
  it('is the socket peer with no proxy in front, whatever the client writes in X-Forwarded-For', async () => {
    const answer = await (await fetch(origin, { headers: { 'x-forwarded-for': '6.6.6.6' } })).json();
    expect(answer).toEqual({ chain: '6.6.6.6, 127.0.0.1', none: '127.0.0.1', one: '6.6.6.6' });
    expect((await (await fetch(origin)).json()).none).toBe('127.0.0.1');
  });

  it("is the address one trusted proxy appended, with one hop configured", async () => {
    // A proxy in front received the request from 203.0.113.5 and appended it after what the client wrote.
    const answer = await (await fetch(origin, { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.5' } })).json();
    expect(answer.one).toBe('203.0.113.5');
  });
});
