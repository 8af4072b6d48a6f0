// The framework's floor: an empty Next.js page (a heading and a paragraph, no CSS, no client code of
// its own) built with this project's Next.js and node_modules, once, into the system temp dir. It is
// rebuilt when the Next.js version or this page changes (FLOOR_REBUILD=1 forces it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const NEXT_BIN = path.join(PROJECT, 'node_modules/next/dist/bin/next');
export const NEXT_VERSION = JSON.parse(fs.readFileSync(path.join(PROJECT, 'node_modules/next/package.json'), 'utf8')).version;
export const FLOOR_DIR = path.join(os.tmpdir(), 'hotel-bench-floor');

// Lighthouse needs some text to paint; it adds no JavaScript.
const PAGE = 'export default function Page() {\n  return (\n    <main>\n      <h1>Hotel Água Boa</h1>\n      <p>Apartamentos confortáveis, café colonial e atendimento 24h em Água Boa - MT.</p>\n    </main>\n  );\n}\n';
const STAMP = `${NEXT_VERSION}\n${PAGE}`;

function commonAncestor(a, b) {
  const pa = path.resolve(a).split(path.sep);
  const pb = path.resolve(b).split(path.sep);
  let i = 0;
  while (i < pa.length && pa[i] === pb[i]) i++;
  return pa.slice(0, i).join(path.sep) || path.sep;
}

export function buildFloor() {
  const stamp = path.join(FLOOR_DIR, 'floor-stamp.txt');
  const built = fs.existsSync(path.join(FLOOR_DIR, '.next/BUILD_ID')) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === STAMP;
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
    'app/page.jsx': PAGE,
  };
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(FLOOR_DIR, file), text);
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: FLOOR_DIR,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (build.status !== 0) throw new Error('a build da página vazia falhou');
  fs.writeFileSync(stamp, STAMP);
}

/** Serves the floor with `next start` on `port`; resolves with its URL and a stop function once it answers. */
export async function startFloor(port) {
  buildFloor();
  const server = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: FLOOR_DIR, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}/`;
  const stop = () => new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once('exit', resolve), server.kill('SIGTERM'))));
  for (let i = 0; i < 100; i++) {
    if (server.exitCode !== null) break;
    if (await fetch(url).then((r) => r.ok, () => false)) return { url, stop };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`a página vazia não respondeu em ${url}`);
}
