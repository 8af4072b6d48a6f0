// Lighthouse on `/` with its default mobile emulation and throttling, in the system Chromium when
// present. BENCH_RUNS runs (default 3); the run with the median Performance score is reported.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/lighthouse.mjs
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { assertServer, BASE_URL, kB, writeResult } from './common.mjs';

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

await assertServer();
const url = `${BASE_URL}/`;
const runs = [];
for (let i = 0; i < RUNS; i++) {
  const lhr = await run(url);
  runs.push({ lhr, summary: summary(lhr) });
  const s = runs.at(-1).summary;
  console.log(`execução ${i + 1}/${RUNS}: ${CATEGORIES.map((c) => `${c} ${s.scores[c]}`).join(', ')}`);
}
runs.sort((a, b) => (a.summary.scores.performance ?? 0) - (b.summary.scores.performance ?? 0));
const median = runs[Math.floor((runs.length - 1) / 2)];
const s = median.summary;

console.log(`\nLighthouse ${median.lhr.lighthouseVersion}, ${url}, emulação móvel (mediana de ${RUNS})`);
for (const c of CATEGORIES) {
  const failed = s.scores[c] !== null && s.scores[c] < TARGET ? `  ← ${failedAudits(median.lhr, c).join(', ')}` : '';
  console.log(`  ${c.padEnd(15)} ${String(s.scores[c]).padStart(3)}${failed}`);
}
console.log(`  LCP ${(s.lcpMs / 1000).toFixed(2)} s · TBT ${Math.round(s.tbtMs)} ms · CLS ${s.cls.toFixed(3)} · total ${kB(s.totalBytes)} kB`);
if (s.runtimeError) console.log(`  erro: ${s.runtimeError}`);

const file = writeResult('lighthouse', { url, runs: runs.map((r) => r.summary), median: s, lhr: median.lhr });
console.log(`Resultado: ${path.relative(process.cwd(), file)}`);
