// The QR pages (issue 15): each page's JavaScript on load above the framework's floor (target ≤ 10 kB)
// and its Lighthouse mobile scores beside the floor page's, in the same run.
//   BENCH_URL=http://127.0.0.1:3000 node tests/bench/qr-pages.mjs      (BENCH_RUNS=1 for one Lighthouse run per page)
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const PATHS = ['/qr-access', '/qr-access/acessivel', '/cardapio', '/whatsapp-qr', '/servicos-qr', '/ramais', '/normas', '/avaliacao-qr', '/centro-eventos', '/pet-friendly'];
const env = { ...process.env, BENCH_PATHS: PATHS.join(',') };
for (const script of ['js-size.mjs', 'lighthouse.mjs']) {
  const run = spawnSync(process.execPath, [path.join(import.meta.dirname, script)], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
