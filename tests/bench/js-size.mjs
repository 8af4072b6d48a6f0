// JavaScript sent for `/` on load (the scripts its HTML loads), gzip-compressed with zlib, against
// the framework's floor: an empty Next.js page built the same way (`next build`, same node_modules).
// The floor app is built once into the system temp dir and reused while the Next.js version is the same.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/js-size.mjs      (FLOOR_REBUILD=1 rebuilds the floor)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { assertServer, BASE_URL, kB, writeResult } from './common.mjs';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const NEXT_VERSION = JSON.parse(fs.readFileSync(path.join(PROJECT, 'node_modules/next/package.json'), 'utf8')).version;
const FLOOR_DIR = path.join(os.tmpdir(), 'hotel-bench-floor');
// Targets of the home page issue: the whole load, and our own code above the floor.
const TARGET_TOTAL_KB = 170;
const TARGET_OWN_KB = 35;

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

async function measureServer() {
  const res = await fetch(`${BASE_URL}/`);
  if (!res.ok) throw new Error(`GET / respondeu ${res.status}`);
  const files = [];
  for (const src of scriptUrls(await res.text())) {
    const url = new URL(src, `${BASE_URL}/`);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({ file: decodeURIComponent(url.pathname), raw: body.length, gzip: gzipSize(body) });
  }
  return summarise(files);
}

function buildFloor() {
  const stamp = path.join(FLOOR_DIR, 'next-version.txt');
  const built = fs.existsSync(path.join(FLOOR_DIR, '.next/BUILD_ID')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === NEXT_VERSION;
  if (built && process.env.FLOOR_REBUILD !== '1') return;
  console.log(`Construindo a página vazia de referência (Next.js ${NEXT_VERSION}) em ${FLOOR_DIR}…`);
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(FLOOR_DIR, 'app'), { recursive: true });
  fs.symlinkSync(path.join(PROJECT, 'node_modules'), path.join(FLOOR_DIR, 'node_modules'), 'dir');
  // Turbopack resolves nothing outside its root: the root must hold both the app and the linked node_modules.
  const root = commonAncestor(FLOOR_DIR, PROJECT);
  const files = {
    'package.json': JSON.stringify({ name: 'next-floor', private: true, type: 'module' }),
    'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} }, outputFileTracingRoot: ${JSON.stringify(root)} };\n`,
    'app/layout.jsx': 'export default function RootLayout({ children }) {\n  return (\n    <html lang="pt-BR">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
    'app/page.jsx': 'export default function Page() {\n  return <main />;\n}\n',
  };
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(FLOOR_DIR, file), text);
  const build = spawnSync(process.execPath, [path.join(PROJECT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: FLOOR_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('a build da página vazia falhou');
  fs.writeFileSync(stamp, NEXT_VERSION);
}

function commonAncestor(a, b) {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
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
const page = await measureServer();
const floor = measureFloor();
print(`/ em ${BASE_URL}`, page);
print(`Página vazia (Next.js ${NEXT_VERSION})`, floor);
const own = page.totalGzip - floor.totalGzip;
console.log(`\nNosso código no carregamento: ${kB(own)} kB gzip (meta ≤ ${TARGET_OWN_KB} kB); total ${kB(page.totalGzip)} kB (meta ≤ ${TARGET_TOTAL_KB} kB)`);
const file = writeResult('js-size', { url: `${BASE_URL}/`, nextVersion: NEXT_VERSION, page, floor, ownGzip: own });
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
