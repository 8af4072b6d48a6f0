// Lighthouse on `/` with its default mobile emulation and throttling, in the system Chromium when
// present. BENCH_RUNS runs (default 3); the run with the median Performance score is reported. The
// same runs on the framework's floor (an empty Next.js page, tests/bench/floor.mjs, served by
// `next start` on FLOOR_PORT, default 3399) tell what this machine's Lighthouse gives a page with no
// code of ours; BENCH_FLOOR=0 skips them. BENCH_PATHS (comma list, default `/`) measures other pages.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/lighthouse.mjs
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assertServer, BASE_URL, kB, writeResult } from './common.mjs';
import { startFloor } from './floor.mjs';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// The home page issue's target: 100 in each category, none below 95.
const TARGET = 100;

async function run(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error('o Lighthouse não devolveu resultado');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100)])),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** Failed audits of a category, to know what to fix below 100. */
function failedAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
}

/** RUNS runs on `url`, printed as they go; returns them sorted by Performance and the median run. */
async function measure(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await run(url);
    runs.push({ lhr, summary: summary(lhr) });
    const s = runs.at(-1).summary;
    console.log(`${url} execução ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${s.scores[c]}`).join(', ')} · LCP ${Math.round(s.lcpMs)} ms · TBT ${Math.round(s.tbtMs)} ms`);
  }
  runs.sort((a, b) => (a.summary.scores.performance ?? 0) - (b.summary.scores.performance ?? 0));
  return { runs, median: runs[Math.floor((runs.length - 1) / 2)] };
}

function report(title, { runs, median }, withTargets) {
  const s = median.summary;
  console.log(`\n${title}, emulação móvel (mediana de ${runs.length}; Performance das execuções: ${runs.map((r) => r.summary.scores.performance).join(', ')})`);
  for (const c of CATEGORIES) {
    const failed = withTargets && s.scores[c] !== null && s.scores[c] < TARGET ? `  ← ${failedAudits(median.lhr, c).join(', ')}` : '';
    console.log(`  ${c.padEnd(15)} ${String(s.scores[c]).padStart(3)}${failed}`);
  }
  console.log(`  LCP ${(s.lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(s.tbtMs)} ms · CLS ${s.cls.toFixed(3)} · total ${kB(s.totalBytes)} kB`);
  if (s.runtimeError) console.log(`  erro: ${s.runtimeError}`);
}

await assertServer();
const paths = (process.env.BENCH_PATHS ?? '/').split(',').map((p) => p.trim()).filter(Boolean);
const measured = [];
for (const pathname of paths) measured.push({ url: `${BASE_URL}${pathname}`, result: await measure(`${BASE_URL}${pathname}`) });
let floor = null;
if (process.env.BENCH_FLOOR !== '0') {
  const server = await startFloor(Number(process.env.FLOOR_PORT ?? 3399));
  try {
    floor = await measure(server.url);
  } finally {
    await server.stop();
  }
}

console.log(`\nLighthouse ${measured[0].result.median.lhr.lighthouseVersion}`);
for (const { url, result } of measured) report(url, result, true);
if (floor) report('Página vazia do Next.js (piso do framework)', floor, false);

const file = writeResult('lighthouse', {
  pages: measured.map(({ url, result }) => ({ url, runs: result.runs.map((r) => r.summary), median: result.median.summary, lhr: result.median.lhr })),
  floor: floor && { runs: floor.runs.map((r) => r.summary), median: floor.median.summary },
});
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
