// Benchmark of the media upload pipeline (issue 13): a 12-megapixel JPEG through the whole of
// uploadMedia (sniff, pixel limit, upright and stripped original, WebP variants, local disk, the
// media_gallery row on the embedded database) against bare sharp making the same variants from the
// same bytes, in the same run and alternating, so both meet the same machine. Then the peak RSS of
// a fresh process while three such uploads run at once (the spec's media concurrency), next to its
// RSS just before them (the database open, the image in memory).
// Runs in-process: no server needed.
//
//   npm run bench:media                  # BENCH_RUNS=5 (each side), target ratio ≥ 0.8
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { openDatabase } from '../../server/db/client.ts';
import { localDiskStorage } from '../../server/storage/local-disk.ts';
import { uploadMedia } from '../../server/media/upload.ts';
import { variantWidths } from '../../server/media/variants.ts';
import { VARIANT_QUALITY } from '../../lib/media.ts';
import { writeResult } from './common.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WIDTH = 4000;
const HEIGHT = 3000;
const TARGET = 0.8;

/** A photo-like 12 MP JPEG: smooth gradients with grain (pure noise would be an encoder's worst case, a flat image its best). */
async function photoJpeg() {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#2b6cb0"/><stop offset="0.5" stop-color="#f6e05e"/><stop offset="1" stop-color="#276749"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/><circle cx="1400" cy="1100" r="700" fill="#c05621" opacity="0.7"/></svg>`,
  );
  const grain = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).raw().toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, raw: { width: WIDTH, height: HEIGHT, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** What the pipeline's variants step does, with nothing else: sharp alone, same widths, same quality. */
async function bareSharp(jpeg) {
  const base = sharp(jpeg).autoOrient();
  return Promise.all(variantWidths(WIDTH).map((w) => base.clone().resize({ width: w }).webp({ quality: VARIANT_QUALITY }).toBuffer()));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-media-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  const ports = { storage: localDiskStorage(path.join(dir, 'media')), imagekit: null };
  try {
    const jpeg = await photoJpeg();
    console.log(`imagem: ${WIDTH}×${HEIGHT} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB; variantes: ${variantWidths(WIDTH).join(', ')}; ${RUNS} rodadas de cada`);
    const upload = async () => {
      const outcome = await uploadMedia(database.db, { bytes: jpeg, fileName: 'Foto 12MP.jpg', category: 'gallery' }, ports);
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.media;
    };
    await bareSharp(jpeg); // warm-up: libvips, the thread pool, the database
    await upload();

    const bare = [];
    const pipeline = [];
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await bareSharp(jpeg);
      bare.push(performance.now() - t);
      t = performance.now();
      await upload();
      pipeline.push(performance.now() - t);
    }
    const bareMs = median(bare);
    const pipelineMs = median(pipeline);
    const ratio = bareMs / pipelineMs;

    // Memory in a fresh process (this one keeps what the runs above allocated): its RSS with the
    // database open and the image in memory, then the peak while three uploads run at once.
    const jpegFile = path.join(dir, 'foto.jpg');
    fs.writeFileSync(jpegFile, jpeg);
    const child = execFileSync(process.execPath, [...process.execArgv, import.meta.filename], { env: { ...process.env, BENCH_PHASE: 'memory', BENCH_JPEG: jpegFile }, encoding: 'utf8' });
    const memory = JSON.parse(child.trim().split('\n').at(-1));
    const { before, peak, threeMs } = memory;
    console.log(`sharp puro (mediana):  ${bareMs.toFixed(0)} ms por imagem   [${bare.map((v) => v.toFixed(0)).join(', ')}]`);
    console.log(`pipeline (mediana):    ${pipelineMs.toFixed(0)} ms por imagem   [${pipeline.map((v) => v.toFixed(0)).join(', ')}]`);
    console.log(`razão de vazão (sharp/pipeline): ${ratio.toFixed(2)} (meta ≥ ${TARGET}) ${ratio >= TARGET ? 'OK' : 'ABAIXO DA META'}`);
    console.log(`3 envios simultâneos: ${threeMs.toFixed(0)} ms; RSS (processo novo) antes ${mb(before)} MB, pico ${mb(peak)} MB (+${mb(peak - before)} MB)`);
    const file = writeResult('media-upload', {
      image: { width: WIDTH, height: HEIGHT, bytes: jpeg.length },
      runs: RUNS,
      bareMs: bare,
      pipelineMs: pipeline,
      medianBareMs: bareMs,
      medianPipelineMs: pipelineMs,
      ratio,
      target: TARGET,
      threeConcurrent: { ms: threeMs, rssBeforeBytes: before, rssPeakBytes: peak },
      cpus: os.cpus().length,
      loadavg: os.loadavg(),
    });
    console.log(`resultado: ${path.relative(process.cwd(), file)}`);
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** BENCH_PHASE=memory: three uploads of the JPEG in BENCH_JPEG at once in this fresh process; prints { before, peak, threeMs } as JSON. */
async function memoryPhase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-bench-media-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  const ports = { storage: localDiskStorage(path.join(dir, 'media')), imagekit: null };
  try {
    const jpeg = fs.readFileSync(process.env.BENCH_JPEG);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const t = performance.now();
    const outcomes = await Promise.all([1, 2, 3].map((n) => uploadMedia(database.db, { bytes: jpeg, fileName: `foto-${n}.jpg`, category: 'gallery' }, ports)));
    const threeMs = performance.now() - t;
    clearInterval(sampler);
    if (!outcomes.every((o) => o.ok)) throw new Error('upload failed');
    console.log(JSON.stringify({ before, peak: Math.max(peak, process.memoryUsage().rss), threeMs }));
  } finally {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

(process.env.BENCH_PHASE === 'memory' ? memoryPhase() : main()).catch((err) => {
  console.error(err);
  process.exit(1);
});
