// The production server of `npm start`: Next.js behind the compressed-response cache
// (scripts/response-cache.mjs), with the request checks of scripts/request-guard.mjs in front.
// Options as `next start`: -p/--port (default PORT or 3000) and -H/--hostname (default: every interface).
//   node scripts/serve.mjs [-p 3000] [-H 127.0.0.1]
import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { appendPeerAddress } from './forwarded-for.mjs';
import { answerClientError, checkRequest, refuse } from './request-guard.mjs';
import { createResponseCache, RESPONSE_CACHE_KEY } from './response-cache.mjs';

process.env.NODE_ENV = 'production';
const { values } = parseArgs({ options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname;

// A standalone bundle (scripts/standalone-bundle.mjs) has no next.config.ts: its build wrote the
// resolved configuration, which Next reads from this variable (as the standalone server.js does).
if (!fs.existsSync('next.config.ts') && fs.existsSync('.next/required-server-files.json')) {
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ??= JSON.stringify(JSON.parse(fs.readFileSync('.next/required-server-files.json', 'utf8')).config);
}
const { default: next } = await import('next');
const app = next({ dev: false, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

const cache = createResponseCache({
  onError: (error) =>
    process.stderr.write(JSON.stringify({ time: new Date().toISOString(), level: 'warn', message: 'response cache fill failed', error: String(error) }) + '\n'),
});
// server/cache.ts holds it around every cache-tag invalidation of this process.
globalThis[RESPONSE_CACHE_KEY] = cache;

const server = http.createServer((req, res) => {
  appendPeerAddress(req);
  checkRequest(req).then(
    ({ refusal, request }) => (refusal ? refuse(res, refusal) : cache.handle(request, res, handle)),
    // The client went away while sending the body.
    () => res.destroy(),
  );
});
server.on('clientError', answerClientError);
server.on('error', (error) => {
  const where = hostname ? ` em ${hostname}` : '';
  console.error(
    error.code === 'EADDRINUSE'
      ? `A porta ${port} já está em uso${where}: pare o outro servidor ou use outra porta (PORT ou -p).`
      : `Não foi possível servir na porta ${port}${where}: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, hostname, () => {
  const address = server.address();
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${typeof address === 'object' && address ? address.port : port}`;
  cache.setOrigin(origin);
  console.log(`Servidor pronto em ${origin}`);
});

let closing = false;
function shutdown(signal) {
  if (closing) return;
  closing = true;
  // Finish the requests under way, then let Next close; exit in any case after 10 s.
  setTimeout(() => process.exit(1), 10_000).unref();
  server.close(() => {
    app
      .close()
      .catch((error) => console.error(error))
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
