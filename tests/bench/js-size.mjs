// JavaScript sent for `/` on load (the scripts its HTML loads), gzip-compressed with zlib, against
// the framework's floor: an empty Next.js page built the same way (`next build`, same node_modules;
// tests/bench/floor.mjs). BENCH_PATHS (comma list, default `/`) measures other pages in the same run
// (tests/bench/qr-pages.mjs: the QR pages, each at most 10 kB above the floor).
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/js-size.mjs      (FLOOR_REBUILD=1 rebuilds the floor)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { assertServer, BASE_URL, kB, writeResult } from './common.mjs';
import { buildFloor, FLOOR_DIR, NEXT_VERSION } from './floor.mjs';
// Targets of the home page issue: the whole load, and our own code above the floor.
const TARGET_TOTAL_KB = 170;
const TARGET_OWN_KB = 35;
// The QR pages' target (issue 15): at most 10 kB of our own above the floor.
const TARGET_QR_OWN_KB = 10;
const PATHS = (process.env.BENCH_PATHS ?? '/').split(',').map((p) => p.trim()).filter(Boolean);

/** Script URLs an HTML page makes the browser download on load: <script src> (not nomodule) and script preloads. */
export function scriptUrls(html) {
  const urls = new Set();
  for (const [, tag, rawAttrs] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = Object.fromEntries(
      [...rawAttrs.matchAll(/([\w:-]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)].map(([, k, v]) => [k.toLowerCase(), (v ?? '').replace(/^["']|["']$/g, '').replace(/&amp;/g, '&')]),
    );
    if (tag.toLowerCase() === 'script' && attrs.src && !('nomodule' in attrs)) urls.add(attrs.src);
    if (tag.toLowerCase() === 'link' && attrs.href && (attrs.rel === 'modulepreload' || (attrs.rel === 'preload' && attrs.as === 'script'))) urls.add(attrs.href);
  }
  return [...urls];
}

const gzipSize = (buf) => zlib.gzipSync(buf).length;

function summarise(files) {
  return { totalGzip: files.reduce((s, f) => s + f.gzip, 0), totalRaw: files.reduce((s, f) => s + f.raw, 0), files };
}

async function measureServer(pathname) {
  const res = await fetch(`${BASE_URL}${pathname}`);
  if (!res.ok) throw new Error(`GET ${pathname} respondeu ${res.status}`);
  const files = [];
  for (const src of scriptUrls(await res.text())) {
    const url = new URL(src, `${BASE_URL}/`);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ file: decodeURIComponent(url.pathname), raw: body.length, gzip: gzipSize(body) });
  }
  return summarise(files);
}

/** The floor page is static: its prerendered HTML and chunks are read straight from the build output. */
function measureFloor() {
  buildFloor();
  const html = fs.readFileSync(path.join(FLOOR_DIR, '.next/server/app/index.html'), 'utf8');
  const files = scriptUrls(html).map((src) => {
    const pathname = decodeURIComponent(new URL(src, 'http://floor/').pathname);
    if (!pathname.startsWith('/_next/')) throw new Error(`script inesperado na página vazia: ${src}`);
    const body = fs.readFileSync(path.join(FLOOR_DIR, '.next', pathname.slice('/_next/'.length)));
    return { file: pathname, raw: body.length, gzip: gzipSize(body) };
  });
  return summarise(files);
}

function print(title, result) {
  console.log(`\n${title}: ${kB(result.totalGzip)} kB gzip (${kB(result.totalRaw)} kB sem compressão), ${result.files.length} arquivos`);
  for (const f of [...result.files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(f.gzip).padStart(7)} kB  ${f.file}`);
}

await assertServer();
const floor = measureFloor();
print(`Página vazia (Next.js ${NEXT_VERSION})`, floor);
const pages = [];
for (const pathname of PATHS) {
  const page = await measureServer(pathname);
  const own = page.totalGzip - floor.totalGzip;
  print(`${pathname} em ${BASE_URL}`, page);
  const target = pathname === '/' ? `meta ≤ ${TARGET_OWN_KB} kB; total ${kB(page.totalGzip)} kB (meta ≤ ${TARGET_TOTAL_KB} kB)` : `meta ≤ ${TARGET_QR_OWN_KB} kB`;
  console.log(`Nosso código no carregamento de ${pathname}: ${kB(own)} kB gzip acima do piso (${target})`);
  pages.push({ path: pathname, page, ownGzip: own });
}
console.log('\nResumo (kB gzip acima do piso):');
for (const p of pages) console.log(`  ${kB(p.ownGzip).padStart(7)}  ${p.path}`);
const file = writeResult('js-size', { url: BASE_URL, nextVersion: NEXT_VERSION, floor, pages });
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
