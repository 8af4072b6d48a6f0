// The server of the end-to-end tests: a production build on a fresh temporary DATA_DIR.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ltsBinary } from './lts-node.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-e2e-'));
// E-mails go to the SMTP sink of the Playwright global setup (tests/e2e/smtp-sink.ts); the staff address
// is verified through the link it receives there (tests/e2e/auth.spec.ts).
const smtpPort = process.env.E2E_SMTP_PORT ?? '3125';
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${process.env.PORT}`,
  CRON_SECRET: 'e2e-cron-secret',
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  STAFF_EMAILS: 'equipe@hotelaguaboa.test',
  // The tests play a reverse proxy in front: each browser context writes its own X-Forwarded-For,
  // so the per-client rate limits of one test do not spill into the next.
  TRUSTED_PROXY_HOPS: '1',
};
delete env.RESEND_API_KEY;
delete env.DATABASE_URL;

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
// The server of `npm start` (Next.js behind the response cache), run under node directly so signals reach it.
const server = spawn(process.execPath, ['scripts/serve.mjs', '-H', '127.0.0.1', '-p', process.env.PORT], { stdio: 'inherit', env });
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
