import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '@/server/db/client';
import { breakerFor, BreakerOpenError, BREAKER_POLICY, DB_DEADLINES, isUnavailable, resetBreakers, withDeadline } from '@/server/resilience';
import { scratchDatabase } from '../helpers/db';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';

// The database client's policy against a real PostgreSQL reached through a TCP proxy that the test
// cuts (refuse) and black-holes (accepts, never answers; what was sent is delivered when it heals).
// PostgreSQL only: PGlite runs in-process, no network.
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.skipIf(!onPostgres)('PostgreSQL behind a failing network', () => {
  let proxy: FaultProxy;
  let database: Database;
  let direct: pg.Client;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const scratch = await scratchDatabase();
    drop = scratch.drop;
    const url = new URL(scratch.options.databaseUrl!);
    proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 5432) });
    direct = new pg.Client({ connectionString: url.toString() });
    await direct.connect();
    url.host = proxy.address;
    database = await openDatabase({ dataDir: scratch.dir, databaseUrl: url.toString() });
    await direct.query('create table fault_probe (id serial primary key, note text not null)');
  });
  afterEach(async () => {
    vi.useRealTimers();
    await proxy.setMode('pass');
    resetBreakers();
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    await direct?.end();
    await proxy?.close();
    await drop?.();
  });

  const probes = async () => (await direct.query<{ note: string }>('select note from fault_probe order by id')).rows.map((r) => r.note);
  const timed = async <T>(fn: () => Promise<T>) => {
    const started = Date.now();
    try {
      const value = await fn();
      return { ms: Date.now() - started, value, error: null as unknown };
    } catch (error) {
      return { ms: Date.now() - started, value: null, error };
    }
  };

  it('sets statement_timeout and idle_in_transaction_session_timeout on its connections', async () => {
    const [row] = await queryRows<{ st: string; idle: string }>(
      database.db,
      sql`select current_setting('statement_timeout') as st, current_setting('idle_in_transaction_session_timeout') as idle`,
    );
    expect(row).toEqual({ st: `${DB_DEADLINES.statementTimeoutMs / 1000}s`, idle: `${DB_DEADLINES.idleInTransactionMs / 1000}s` });
  });

  it('black-holed: a query gives up within its deadline, three failures open the breaker, which then refuses at once', async () => {
    await queryRows(database.db, sql`select 1`);
    await proxy.setMode('blackhole');
    const first = await timed(() => queryRows(database.db, sql`select 1`));
    expect(first.error).toBeInstanceOf(Error);
    expect(isUnavailable(first.error)).toBe(true);
    expect(first.ms).toBeLessThan(DB_DEADLINES.silentMs + DB_DEADLINES.probeMs + 500);
    // New connections: the handshake is never answered either.
    const more = await Promise.all([1, 2].map(() => timed(() => queryRows(database.db, sql`select 2`))));
    for (const r of more) expect(isUnavailable(r.error)).toBe(true);
    expect(breakerFor('database').current()).toBe('open');
    const fast = await timed(() => queryRows(database.db, sql`select 3`));
    expect(fast.error).toBeInstanceOf(Error);
    expect(isUnavailable(fast.error)).toBe(true);
    expect(fast.ms).toBeLessThan(50);
  });

  it('refused: fails at once, and recovers without a restart once the breaker lets a trial through', async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    await proxy.setMode('refuse');
    for (let i = 0; i < BREAKER_POLICY.failureThreshold; i++) {
      const r = await timed(() => queryRows(database.db, sql`select 1`));
      expect(isUnavailable(r.error)).toBe(true);
      expect(r.ms).toBeLessThan(1_000);
    }
    expect(breakerFor('database').current()).toBe('open');
    await proxy.setMode('pass');
    // Still open: refuses without trying.
    await expect(queryRows(database.db, sql`select 1`)).rejects.toBeInstanceOf(Error);
    vi.setSystemTime(t0 + BREAKER_POLICY.openMs);
    expect(breakerFor('database').current()).toBe('half-open');
    expect(await queryRows<{ n: number }>(database.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    expect(breakerFor('database').current()).toBe('closed');
  });

  it('a query waiting on a lock of a live server is not cut short: only a silent server is given up', async () => {
    await direct.query('begin');
    await direct.query("insert into fault_probe (note) values ('locked')");
    await direct.query('lock table fault_probe in access exclusive mode');
    const waiting = timed(() => withDeadline(DB_DEADLINES.writeMs, () => queryRows(database.db, sql`select count(*)::int as n from fault_probe`)));
    await new Promise((resolve) => setTimeout(resolve, DB_DEADLINES.silentMs + DB_DEADLINES.probeMs + 1_000));
    await direct.query('rollback');
    const r = await waiting;
    expect(r.error).toBeNull();
    expect(r.value).toEqual([{ n: 0 }]);
    expect(r.ms).toBeGreaterThan(DB_DEADLINES.silentMs + DB_DEADLINES.probeMs);
  });

  it('a transaction whose connection is black-holed never commits, even when the network heals', async () => {
    await queryRows(database.db, sql`select 1`);
    const result = withDeadline(DB_DEADLINES.writeMs, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into fault_probe (note) values ('before')`);
        await proxy.setMode('blackhole');
        // Sent into the black hole: held by the network, delivered when it heals.
        await tx.execute(sql`insert into fault_probe (note) values ('during')`);
      }),
    );
    expect(isUnavailable(await result.catch((err: unknown) => err))).toBe(true);
    await proxy.setMode('pass');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await probes()).toEqual([]);
  });

  it('once the deadline has passed, COMMIT is never sent and the open transaction is rolled back', async () => {
    const result = withDeadline(300, () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into fault_probe (note) values ('late')`);
        // Work outside the database outlasts the deadline (a slow hash, a slow provider).
        await new Promise((resolve) => setTimeout(resolve, 400));
      }),
    );
    expect(isUnavailable(await result.catch((err: unknown) => err))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await probes()).toEqual([]);
    // The destroyed connection left the pool: the next query works on a fresh one.
    expect(await queryRows<{ n: number }>(database.db, sql`select 1 as n`)).toEqual([{ n: 1 }]);
    // Nothing is left idle in a transaction on the server.
    const { rows } = await direct.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'");
    expect(rows[0].n).toBe(0);
  });

  it('a request whose client went away sends nothing more: the transaction is abandoned, not committed', async () => {
    const abort = new AbortController();
    const result = withDeadline(
      DB_DEADLINES.writeMs,
      () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into fault_probe (note) values ('abandoned')`);
          abort.abort();
          await tx.execute(sql`insert into fault_probe (note) values ('after abort')`);
        }),
      { signal: abort.signal },
    );
    expect(isUnavailable(await result.catch((err: unknown) => err))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await probes()).toEqual([]);
    // The client leaving says nothing about the database: the breaker counts no failure.
    expect(breakerFor('database').snapshot().failures).toBe(0);
  });

  it('within one request, the database found unreachable fails the next calls at once', async () => {
    await proxy.setMode('blackhole');
    const r = await timed(() =>
      withDeadline(DB_DEADLINES.writeMs, async () => {
        await queryRows(database.db, sql`select 1`).catch(() => {});
        return queryRows(database.db, sql`select 2`);
      }),
    );
    expect(isUnavailable(r.error)).toBe(true);
    expect(r.error).not.toBeInstanceOf(BreakerOpenError);
    expect(r.ms).toBeLessThan(DB_DEADLINES.silentMs + DB_DEADLINES.probeMs + 500);
  });
});
