import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';

// Production servers that a spec starts itself (scripts/serve.mjs, as `npm start`), beside the shared
// e2e server: on a database of their own, behind a fault proxy, from a standalone bundle.

export interface Instance {
  process: ChildProcess;
  /** Everything it printed so far. */
  readonly log: string;
}

/** Starts scripts/serve.mjs on `port` (in `cwd`: the project, or a standalone bundle); see waitUntilReady. */
export function launchInstance(port: number, env: NodeJS.ProcessEnv, cwd?: string): Instance {
  const child = spawn(process.execPath, ['scripts/serve.mjs', '-H', '127.0.0.1', '-p', String(port)], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return {
    process: child,
    get log() {
      return log;
    },
  };
}

/** Waits until every instance logged 'database ready' (instrumentation) and 'Servidor pronto' (serve.mjs). */
export async function waitUntilReady(instances: Instance[], timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!instances.every((i) => /database ready/.test(i.log) && /Servidor pronto/.test(i.log))) {
    if (instances.some((i) => i.process.exitCode !== null) || Date.now() > deadline) throw new Error(`a server did not start:\n${instances.map((i) => i.log).join('\n---\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A new, empty database `name` on TEST_DATABASE_URL's server (dropped first if a run left it): its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `drop database if exists ${name} with (force)`, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return onServer(serverUrl, `drop database if exists ${name} with (force)`);
}

async function onServer(serverUrl: string, ...statements: string[]) {
  const root = new pg.Client({ connectionString: serverUrl });
  await root.connect();
  try {
    for (const statement of statements) await root.query(statement);
  } finally {
    await root.end();
  }
}
