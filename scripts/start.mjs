// `npm start`: builds when there is no production build yet, then serves it on PORT
// (scripts/serve.mjs: Next.js behind the compressed-response cache).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('.next/BUILD_ID')) {
  console.log('Nenhuma build de produção encontrada: executando npm run build…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./serve.mjs');
