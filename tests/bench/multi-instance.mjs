// Mixed traffic against one production instance, then against two instances of the same build on
// the same PostgreSQL database (each gets half the connections), as behind a load balancer:
// requests per second, p50/p95 latency, errors, and the ratio two ÷ one. On one 2-core machine a
// ratio near 1 is expected (the instances share the cores); the point is that nothing breaks.
// Traffic: 70 % home page, 25 % /api/availability, 5 % booking requests (each a new guest).
// Needs a build (`npm run build`) and a PostgreSQL server; a fresh database is made and dropped.
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:multi
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeResult } from './common.mjs';
import { day, request as reservationRequest } from '../helpers/reservation-request.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 15) * 1000;
const WARMUP_MS = 3000;
const CONNECTIONS = 16;
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 3700);

/** The stay every booking of the run asks for: 30 days from now, two nights. */
const STAY = { checkIn: day(30), checkOut: day(32) };
const booking = (roomTypeId) => reservationRequest(roomTypeId, STAY);

async function start(port, env) {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-H', '127.0.0.1', '-p', String(port)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (c) => (log += c));
  child.stderr.on('data', (c) => (log += c));
  const deadline = Date.now() + 120_000;
  while (!/database ready/.test(log) || !/Servidor pronto/.test(log)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`instance on ${port} did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return child;
}

/** `connections` loops, each sending the mix to `origin` one request at a time, until `until`. */
async function drive(origin, connections, until, roomTypeId, sample) {
  const loops = Array.from({ length: connections }, async (_, i) => {
    let n = i;
    while (Date.now() < until) {
      n++;
      const pick = n % 20;
      const started = performance.now();
      let ok = false;
      try {
        const response =
          pick === 0
            ? await fetch(`${origin}/api/reservations`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(booking(roomTypeId)) })
            : pick <= 5
              ? await fetch(`${origin}/api/availability?checkIn=${STAY.checkIn}&checkOut=${STAY.checkOut}`)
              : await fetch(`${origin}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
        await response.arrayBuffer();
        ok = response.status < 500 && response.status !== 429;
        sample.statuses[response.status] = (sample.statuses[response.status] ?? 0) + 1;
      } catch {
        sample.statuses.network = (sample.statuses.network ?? 0) + 1;
      }
      sample.latencies.push(performance.now() - started);
      if (!ok) sample.errors++;
    }
  });
  await Promise.all(loops);
}

async function measure(origins, roomTypeId) {
  const per = CONNECTIONS / origins.length;
  await Promise.all(origins.map((o) => drive(o, per, Date.now() + WARMUP_MS, roomTypeId, { latencies: [], errors: 0, statuses: {} })));
  const sample = { latencies: [], errors: 0, statuses: {} };
  const started = Date.now();
  await Promise.all(origins.map((o) => drive(o, per, started + DURATION_MS, roomTypeId, sample)));
  const seconds = (Date.now() - started) / 1000;
  const sorted = sample.latencies.sort((a, b) => a - b);
  const pct = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
  return { instances: origins.length, requests: sorted.length, requestsPerSecond: Math.round(sorted.length / seconds), p50Ms: pct(50), p95Ms: pct(95), errors: sample.errors, statuses: sample.statuses };
}

const dbName = `bench_multi_${process.pid}`;
const root = new pg.Client({ connectionString: SERVER_URL });
await root.connect();
await root.query(`create database ${dbName}`);
const url = new URL(SERVER_URL);
url.pathname = `/${dbName}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-multi-'));
const env = { ...process.env, DATABASE_URL: url.toString(), DATA_DIR: dataDir, RATE_LIMITS: 'off', SITE_URL: `http://127.0.0.1:${FIRST_PORT}` };
delete env.SMTP_URL;
delete env.RESEND_API_KEY;
const children = [];
try {
  children.push(await start(FIRST_PORT, env));
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  // Room enough for every booking of the run: the mix measures serving, not refusals.
  const { rows } = await db.query("update room_types set available_count = 100000 where id = (select id from room_types where is_active order by created_at, id limit 1) returning id");
  await db.end();
  const roomTypeId = rows[0].id;
  const origins = [`http://127.0.0.1:${FIRST_PORT}`, `http://127.0.0.1:${FIRST_PORT + 1}`];

  const one = await measure(origins.slice(0, 1), roomTypeId);
  children.push(await start(FIRST_PORT + 1, { ...env, SITE_URL: origins[1] }));
  const two = await measure(origins, roomTypeId);
  const ratio = two.requestsPerSecond / one.requestsPerSecond;

  console.log(`Tráfego misto (70 % /, 25 % /api/availability, 5 % reservas), ${CONNECTIONS} conexões, ${DURATION_MS / 1000} s, PostgreSQL, ${os.cpus().length} núcleos`);
  for (const r of [one, two]) {
    console.log(`  ${r.instances} instância(s): ${r.requestsPerSecond} req/s · p50 ${r.p50Ms} ms · p95 ${r.p95Ms} ms · ${r.errors} erros · ${JSON.stringify(r.statuses)}`);
  }
  console.log(`  razão duas ÷ uma: ${ratio.toFixed(2)}`);
  const file = writeResult('multi-instance', { connections: CONNECTIONS, durationSeconds: DURATION_MS / 1000, cores: os.cpus().length, one, two, ratio });
  console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
} finally {
  for (const child of children) child.kill('SIGKILL');
  await root.query(`drop database if exists ${dbName} with (force)`);
  await root.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
