// `npm start`: builds when there is no production build yet, then serves it on PORT.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const nextBin = 'node_modules/next/dist/bin/next'; // run under node directly so signals reach the server

const run = (args) => spawnSync('npm', args, { stdio: 'inherit', shell: false });

if (!existsSync('.next/BUILD_ID')) {
  console.log('Nenhuma build de produção encontrada: executando npm run build…');
  const build = run(['run', 'build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, 'start', '-p', process.env.PORT ?? '3000'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
