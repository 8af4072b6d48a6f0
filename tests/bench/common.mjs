// Shared by the benchmarks: the server under test and where results are written.
import fs from 'node:fs';
import path from 'node:path';

/** Base URL of a running production server (`npm run build && npm start`). */
export const BASE_URL = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** Writes a JSON result as results/<name>-<timestamp>.json and returns its path. */
export function writeResult(name, data) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
  return file;
}

/** Fails early, with a hint, when no server answers at BASE_URL. */
export async function assertServer() {
  try {
    const res = await fetch(`${BASE_URL}/favicon.svg`);
    if (res.ok) return;
    throw new Error(`HTTP ${res.status}`);
  } catch (err) {
    console.error(`Nenhum servidor respondeu em ${BASE_URL} (${err instanceof Error ? err.message : err}).`);
    console.error('Inicie a build de produção antes: npm run build && npm start (ou defina BENCH_URL).');
    process.exit(1);
  }
}

export const kB = (bytes) => (bytes / 1000).toFixed(1);
