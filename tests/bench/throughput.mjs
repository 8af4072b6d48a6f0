// Throughput of `/` against `/favicon.svg` on the same server, in the same run, with autocannon
// (20 connections, 10 s each after a 2 s warm-up). Both requests ask for gzip, as browsers do.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/throughput.mjs
import path from 'node:path';
import autocannon from 'autocannon';
import { assertServer, BASE_URL, writeResult } from './common.mjs';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
// The home page issue's target: the page served at least half as fast as a static file.
const TARGET_RATIO = 0.5;
const HEADERS = { 'accept-encoding': 'gzip', 'user-agent': 'hotel-bench' };

const load = (pathname, duration) => autocannon({ url: `${BASE_URL}${pathname}`, connections: CONNECTIONS, duration, headers: HEADERS });

async function measure(pathname) {
  await load(pathname, WARMUP_S);
  const r = await load(pathname, DURATION_S);
  const failed = r.errors + r.timeouts + r.non2xx;
  return {
    path: pathname,
    requestsPerSecond: r.requests.average,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    requests: r.requests.total,
    failed,
  };
}

await assertServer();
const page = await measure('/');
const favicon = await measure('/favicon.svg');
const ratio = page.requestsPerSecond / favicon.requestsPerSecond;

console.log(`autocannon, ${CONNECTIONS} conexões, ${DURATION_S} s cada, ${BASE_URL}`);
for (const r of [page, favicon]) {
  console.log(
    `  ${r.path.padEnd(13)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s · p50 ${r.latencyP50Ms} ms · p99 ${r.latencyP99Ms} ms${r.failed ? ` · ${r.failed} falhas` : ''}`,
  );
}
console.log(`  razão / ÷ /favicon.svg: ${ratio.toFixed(2)} (meta ≥ ${TARGET_RATIO})`);
if (page.failed || favicon.failed) console.log('  Atenção: houve respostas com erro; os números não valem.');

const file = writeResult('throughput', { url: BASE_URL, connections: CONNECTIONS, durationSeconds: DURATION_S, page, favicon, ratio });
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
