// Assembles the self-contained server of a build (next.config.ts `output: 'standalone'`) into one
// directory: what the Dockerfile copies into its image, and what CI starts to check that image's
// contents (tests/e2e/standalone.spec.ts). Run after `npm run build`:
//   node scripts/standalone-bundle.mjs <directory>
// The directory then runs with `node scripts/serve.mjs` (as `npm start`, without npm or the sources).
import fs from 'node:fs';
import path from 'node:path';

const target = process.argv[2];
if (!target) {
  console.error('Uso: node scripts/standalone-bundle.mjs <diretório>');
  process.exit(1);
}
if (!fs.existsSync('.next/standalone/server.js')) {
  console.error('Nenhuma build standalone em .next/standalone: execute npm run build antes.');
  process.exit(1);
}

const copy = (from, to = from) => fs.cpSync(from, path.join(target, to), { recursive: true, dereference: true });
fs.rmSync(target, { recursive: true, force: true });
// The traced server: .next/server, the production node_modules it needs, package.json.
copy('.next/standalone', '.');
// Served by Next itself, not traced.
copy('.next/static');
copy('public');
// The production server around Next (the response cache, the request guard, the cache handler),
// the connection settings the cache handler shares with the application, and the migrations.
for (const file of ['serve.mjs', 'response-cache.mjs', 'request-guard.mjs', 'forwarded-for.mjs', 'cache-handler.mjs']) copy(path.join('scripts', file));
copy('server/db/connection.mjs');
copy('supabase/migrations');
// The standalone server.js is replaced by scripts/serve.mjs.
fs.rmSync(path.join(target, 'server.js'));
console.log(`Servidor autônomo em ${target}: node scripts/serve.mjs`);
