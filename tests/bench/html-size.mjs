// The HTML of `/`: its size raw and gzip-compressed (zlib level 6, what Next's compression sends),
// what it is made of, and the server's cost of compressing and hashing it on every request.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/html-size.mjs
import path from 'node:path';
import zlib from 'node:zlib';
import { assertServer, BASE_URL, kB, writeResult } from './common.mjs';
// Next's ETag of a cached page, computed again on every request.
import etag from 'next/dist/server/lib/etag.js';

const gzip = (text) => zlib.gzipSync(text, { level: 6 }).length;
const bytes = (text) => Buffer.byteLength(text);

/** Raw bytes of every match of `re`, and how many. */
function part(html, re) {
  const matches = [...html.matchAll(re)].map((m) => m[0]);
  return { count: matches.length, raw: matches.reduce((sum, m) => sum + bytes(m), 0) };
}

/** Milliseconds per call, over `runs` calls. */
function timed(fn, runs = 50) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / runs;
}


await assertServer();
const html = await (await fetch(`${BASE_URL}/`)).text();
const parts = {
  inlineSvg: part(html, /<svg[\s\S]*?<\/svg>/g),
  rscPayload: part(html, /<script>self\.__next_f\.push[\s\S]*?<\/script>/g),
  jsonLd: part(html, /<script type="application\/ld\+json">[\s\S]*?<\/script>/g),
  inlineStyle: part(html, /<style[\s\S]*?<\/style>/g),
  classAttributes: part(html, / class="[^"]*"/g),
};
const result = {
  url: `${BASE_URL}/`,
  raw: bytes(html),
  gzip: gzip(html),
  parts,
  perRequestMs: { gzip: timed(() => zlib.gzipSync(html, { level: 6 })), etag: timed(() => etag.generateETag(html)) },
};

console.log(`HTML de ${result.url}: ${kB(result.raw)} kB, ${kB(result.gzip)} kB com gzip`);
for (const [name, p] of Object.entries(parts)) console.log(`  ${name.padEnd(16)} ${String(p.count).padStart(4)} × · ${kB(p.raw).padStart(6)} kB`);
console.log(`  custo por pedido (neste processo): gzip ${result.perRequestMs.gzip.toFixed(2)} ms · ETag ${result.perRequestMs.etag.toFixed(2)} ms`);

const file = writeResult('html', result);
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
