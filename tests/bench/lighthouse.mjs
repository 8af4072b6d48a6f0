// Lighthouse on `/` with its default mobile emulation, in the system Chromium when present, with
// both throttling methods: `simulate` (Lighthouse's default: an unthrottled load, then Lantern's
// estimate of a slow phone on slow 4G) and `devtools` (the load itself throttled: 4× CPU slowdown,
// 1.6 Mbps down, 150 ms RTT, as a weak phone sees it). BENCH_THROTTLING=simulate|devtools keeps one.
// BENCH_RUNS runs per method (default 3); the run with the median Performance score is reported. The
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
const METHODS = (process.env.BENCH_THROTTLING ?? 'simulate,devtools').split(',').map((m) => m.trim()).filter((m) => m === 'simulate' || m === 'devtools');
// The home page issue's target: 100 in each category, none below 95.
const TARGET = 100;

async function run(url, throttlingMethod) {
  const chrome = await chromeLauncher.launch({
    chromePath: fs.existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, throttlingMethod });
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
    fcpMs: audit('first-contentful-paint'),
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
async function measure(url, method) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await run(url, method);
    runs.push({ lhr, summary: summary(lhr) });
    const s = runs.at(-1).summary;
    console.log(`${url} [${method}] execução ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${s.scores[c]}`).join(', ')} · FCP ${Math.round(s.fcpMs)} ms · LCP ${Math.round(s.lcpMs)} ms · TBT ${Math.round(s.tbtMs)} ms`);
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
  console.log(`  FCP ${(s.fcpMs / 1000).toFixed(2)} s · LCP ${(s.lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(s.tbtMs)} ms · CLS ${s.cls.toFixed(3)} · total ${kB(s.totalBytes)} kB`);
  if (s.runtimeError) console.log(`  erro: ${s.runtimeError}`);
}

await assertServer();
const paths = (process.env.BENCH_PATHS ?? '/').split(',').map((p) => p.trim()).filter(Boolean);
// Pages and floor alternate within each method, so that a change in the machine's load touches both.
const measured = [];
let floor = [];
const server = process.env.BENCH_FLOOR !== '0' ? await startFloor(Number(process.env.FLOOR_PORT ?? 3399)) : null;
try {
  for (const method of METHODS) {
    for (const pathname of paths) measured.push({ method, url: `${BASE_URL}${pathname}`, result: await measure(`${BASE_URL}${pathname}`, method) });
    if (server) floor.push({ method, result: await measure(server.url, method) });
  }
} finally {
  await server?.stop();
}

console.log(`\nLighthouse ${measured[0].result.median.lhr.lighthouseVersion}`);
for (const method of METHODS) {
  console.log(`\n=== throttling: ${method}`);
  for (const { url, result } of measured.filter((m) => m.method === method)) report(url, result, true);
  for (const { result } of floor.filter((f) => f.method === method)) report('Página vazia do Next.js (piso do framework)', result, false);
}

const file = writeResult('lighthouse', {
  pages: measured.map(({ method, url, result }) => ({ method, url, runs: result.runs.map((r) => r.summary), median: result.median.summary, lhr: result.median.lhr })),
  floor: floor.map(({ method, result }) => ({ method, runs: result.runs.map((r) => r.summary), median: result.median.summary })),
});
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
