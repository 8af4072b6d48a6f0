// The servers of the end-to-end tests: one production build, then E2E_SERVERS servers (default 1) on
// PORT, PORT+1…, each on a fresh temporary DATA_DIR of its own (tests/e2e/servers.ts: one per
// Playwright worker).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ltsBinary } from './lts-node.mjs';

const port = Number(process.env.PORT);
const count = Math.max(1, Number(process.env.E2E_SERVERS ?? 1));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-e2e-'));
// E-mails go to the SMTP sink of the Playwright global setup (tests/e2e/smtp-sink.ts); the staff address
// is verified through the link it receives there (tests/e2e/auth.spec.ts).
const smtpPort = process.env.E2E_SMTP_PORT ?? '3125';
const envOf = (serverPort, serverDataDir) => {
  const env = {
    ...process.env,
    DATA_DIR: serverDataDir,
    SITE_URL: `http://127.0.0.1:${serverPort}`,
    CRON_SECRET: 'e2e-cron-secret',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    STAFF_EMAILS: 'equipe@hotelaguaboa.test',
    // The tests play a reverse proxy in front: each browser context writes its own X-Forwarded-For,
    // so the per-client rate limits of one test do not spill into the next.
    TRUSTED_PROXY_HOPS: '1',
  };
  delete env.RESEND_API_KEY;
  delete env.DATABASE_URL;
  return env;
};
const env = envOf(port, dataDir);

if (process.env.E2E_SKIP_BUILD !== '1') {
  // `npm test` says BUILD_TYPES_CHECKED=1 when its typecheck step has just run (next.config.ts).
  // Built on the current Node LTS (scripts/lts-node.mjs: npm and the build run on it), served below
  // by the Node that runs the tests.
  const lts = ltsBinary();
  const buildEnv = lts ? { ...env, PATH: `${path.dirname(lts)}${path.delimiter}${env.PATH}` } : env;
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: buildEnv });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The admin's tests sign in with this account, created the way the first staff account of a real
// deployment is (tests/e2e/staff.ts).
const staff = spawnSync('npm', ['run', '--silent', 'staff:create', '--', '--email', 'admin@hotelaguaboa.test', '--password', 'senha-admin-e2e-123', '--name', 'Recepção'], {
  stdio: 'inherit',
  env,
});
if (staff.status !== 0) process.exit(staff.status ?? 1);

/**
 * The second and later servers: a copy of the database (the staff account, the same sample rows) and
 * a copy of the build in a directory of its own whose other entries link to this checkout: Next
 * writes under .next at run time (the optimised images of .next/cache/images), which one server must
 * not read half-written from another.
 */
function copyForServer(index) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `hotel-e2e-${index}-`));
  const data = path.join(dir, 'data');
  fs.cpSync(dataDir, data, { recursive: true });
  const app = path.join(dir, 'app');
  fs.mkdirSync(app);
  for (const entry of fs.readdirSync('.')) if (entry !== '.next') fs.symlinkSync(path.resolve(entry), path.join(app, entry));
  // The build's own compilation cache and the standalone bundle stay behind: the server never reads them.
  const leftBehind = new Set([path.resolve('.next/cache/turbopack'), path.resolve('.next/standalone')]);
  fs.cpSync('.next', path.join(app, '.next'), { recursive: true, verbatimSymlinks: true, filter: (source) => !leftBehind.has(path.resolve(source)) });
  return { dir, data, app };
}

const copies = Array.from({ length: count - 1 }, (_, i) => copyForServer(i + 1));
const servers = [];
let stopping = false;

function cleanUp() {
  for (const dir of [dataDir, ...copies.map((c) => c.dir)]) fs.rmSync(dir, { recursive: true, force: true });
}

/** The server of `npm start` (Next.js behind the response cache), run under node directly so signals reach it. */
function startServer(serverPort, serverDataDir, cwd) {
  const server = spawn(process.execPath, [path.resolve('scripts/serve.mjs'), '-H', '127.0.0.1', '-p', String(serverPort)], {
    stdio: 'inherit',
    env: envOf(serverPort, serverDataDir),
    cwd,
  });
  servers.push(server);
  server.on('exit', (code) => {
    // One server gone: stop the others, then go.
    stop();
    if (servers.every((s) => s.exitCode !== null || s.signalCode !== null)) {
      cleanUp();
      process.exit(code ?? 0);
    }
  });
  return server;
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const server of servers) server.kill('SIGTERM');
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

async function answers(serverPort) {
  try {
    return (await fetch(`http://127.0.0.1:${serverPort}/favicon.svg`)).ok;
  } catch {
    return false;
  }
}

// Playwright waits for the first server (webServer.url): it starts once the others answer.
copies.forEach((copy, i) => startServer(port + i + 1, copy.data, copy.app));
for (let i = 1; i < count; i++) while (!stopping && !(await answers(port + i))) await new Promise((resolve) => setTimeout(resolve, 200));
if (!stopping) startServer(port, dataDir, process.cwd());
