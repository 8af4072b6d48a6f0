// Benchmark of POST /api/reservations: N concurrent clients booking with distinct guests over a
// range of dates, against a running server (production build on PostgreSQL, RATE_LIMITS=off).
// Reports reservations/s and p50/p95 latency, next to the cost of one password hash alone
// (the same function and parameters the server uses), so the ratio shows where the time goes.
//
//   BASE_URL=http://127.0.0.1:3000 CLIENTS=20 REQUESTS=400 npm run bench:reservations
import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../../server/auth/password.ts';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const CLIENTS = Number(process.env.CLIENTS ?? 20);
const REQUESTS = Number(process.env.REQUESTS ?? 400);
const FIRST_DAY = Number(process.env.FIRST_DAY ?? 30); // days from today
const DAYS = Number(process.env.DAYS ?? 365); // range of check-in dates

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function addDays(days) {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A random CPF with valid check digits. */
function randomCpf() {
  const n = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  if (n.every((d) => d === n[0])) n[8] = (n[8] + 1) % 10;
  const digit = (len) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += n[i] * (len + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  n.push(digit(9));
  n.push(digit(10));
  return n.join('');
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const ms = (v) => `${v.toFixed(1)} ms`;

async function roomTypes() {
  const res = await fetch(`${BASE_URL}/api/availability?checkIn=${addDays(FIRST_DAY)}&checkOut=${addDays(FIRST_DAY + 1)}`);
  if (!res.ok) throw new Error(`GET /api/availability answered ${res.status}`);
  const rooms = await res.json();
  if (!Array.isArray(rooms) || rooms.length === 0) throw new Error('no active room types');
  return rooms.map((r) => r.roomTypeId);
}

function body(roomTypeIds, i) {
  const start = FIRST_DAY + Math.floor(Math.random() * DAYS);
  const nights = 1 + Math.floor(Math.random() * 3);
  return {
    roomTypeId: roomTypeIds[i % roomTypeIds.length],
    checkIn: addDays(start),
    checkOut: addDays(start + nights),
    fullName: `Hóspede Bench ${i}`,
    email: `bench-${run}-${i}@example.com`,
    phone: '(66) 99999-1234',
    cpf: randomCpf(),
    birthDate: '15/08/1990',
    address: 'Rua do Benchmark, 1',
    city: 'Água Boa',
    state: 'MT',
    cep: '78635-000',
    password: 'senha-bench-123',
    confirmPassword: 'senha-bench-123',
  };
}

async function measureHash() {
  await hashPassword('warm-up password');
  const times = [];
  let hash = '';
  for (let i = 0; i < 15; i++) {
    const t = performance.now();
    hash = await hashPassword(`password-${i}`);
    times.push(performance.now() - t);
  }
  const t = performance.now();
  await verifyPassword(hash, 'password-14');
  const verify = performance.now() - t;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), min: times[0], verify };
}

async function main() {
  const ids = await roomTypes();
  const hash = await measureHash();
  console.log(`password hash alone (argon2id m=19 MiB t=2 p=1): p50 ${ms(hash.p50)}, min ${ms(hash.min)}, one verify ${ms(hash.verify)}`);

  const latencies = [];
  const created = [];
  const statuses = new Map();
  let next = 0;
  const started = performance.now();
  async function client() {
    while (next < REQUESTS) {
      const i = next++;
      const t = performance.now();
      let status = 0;
      try {
        const res = await fetch(`${BASE_URL}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body(ids, i)),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = -1;
      }
      const elapsed = performance.now() - t;
      latencies.push(elapsed);
      if (status === 201) created.push(elapsed);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;

  latencies.sort((a, b) => a - b);
  created.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  console.log(`${REQUESTS} requests, ${CLIENTS} concurrent clients, ${seconds.toFixed(1)} s against ${BASE_URL}`);
  console.log(`statuses: ${[...statuses].map(([s, n]) => `${s === -1 ? 'network error' : s}×${n}`).join(', ')}`);
  console.log(`reservations/s: ${(created.length / seconds).toFixed(1)} (requests/s: ${(REQUESTS / seconds).toFixed(1)})`);
  console.log(`latency all: p50 ${ms(p50)}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1) ?? NaN)}`);
  if (created.length) console.log(`latency 201: p50 ${ms(percentile(created, 50))}, p95 ${ms(percentile(created, 95))}`);
  console.log(`p50 latency / one hash: ${(p50 / hash.p50).toFixed(1)}×`);
  if (statuses.get(429)) console.log('warning: 429 answers, run the server with RATE_LIMITS=off');
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
