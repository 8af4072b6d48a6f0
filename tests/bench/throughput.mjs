// Throughput of `/` against `/favicon.svg` on the same server, in the same run, with autocannon
// (20 connections, 10 s each after a 2 s warm-up). Requests send Chromium's Accept-Encoding; `/` is
// measured again asking for gzip only (clients without brotli), for information.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/throughput.mjs
import path from 'node:path';
import autocannon from 'autocannon';
import { assertServer, BASE_URL, writeResult } from './common.mjs';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
// The home page issue's target: the page served at least half as fast as a static file.
const TARGET_RATIO = 0.5;
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const load = (pathname, encodings, duration) =>
  autocannon({ url: `${BASE_URL}${pathname}`, connections: CONNECTIONS, duration, headers: { 'accept-encoding': encodings, 'user-agent': 'hotel-bench' } });

async function measure(pathname, encodings = BROWSER_ENCODINGS) {
  await load(pathname, encodings, WARMUP_S);
  const r = await load(pathname, encodings, DURATION_S);
  const failed = r.errors + r.timeouts + r.non2xx;
  return {
    path: pathname,
    acceptEncoding: encodings,
    bytesPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
    requestsPerSecond: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    failed,
  };
}

await assertServer();
const page = await measure('/');
const pageGzip = await measure('/', 'gzip');
const favicon = await measure('/favicon.svg');
const ratio = page.requestsPerSecond / favicon.requestsPerSecond;
const ratioGzip = pageGzip.requestsPerSecond / favicon.requestsPerSecond;

console.log(`autocannon, ${CONNECTIONS} conexões, ${DURATION_S} s cada, ${BASE_URL}`);
for (const r of [page, pageGzip, favicon]) {
  console.log(
    `  ${r.path.padEnd(13)} ${r.acceptEncoding.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s · ${(r.bytesPerResponse / 1000).toFixed(1)} kB/resposta · p50 ${r.latencyP50Ms} ms · p99 ${r.latencyP99Ms} ms${r.failed ? ` · ${r.failed} falhas` : ''}`,
  );
}
console.log(`  razão / ÷ /favicon.svg: ${ratio.toFixed(2)} (meta ≥ ${TARGET_RATIO}); só gzip: ${ratioGzip.toFixed(2)}`);
if (page.failed || pageGzip.failed || favicon.failed) console.log('  Atenção: houve respostas com erro; os números não valem.');

const file = writeResult('throughput', { url: BASE_URL, connections: CONNECTIONS, durationSeconds: DURATION_S, page, pageGzip, favicon, ratio, ratioGzip });
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
