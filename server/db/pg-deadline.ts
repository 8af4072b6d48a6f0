import pg from 'pg';
import { breakerFor, DB_DEADLINES, DeadlineError, deadlineSignal, remainingMs, type Permit } from '@/server/resilience';
import { markUnavailable, scopeQueryTimeoutMs, unavailableInScope } from '@/server/resilience/deadline';

/** The database could not be reached: refused, reset, or a connection destroyed on a deadline. */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
  readonly code: string;
  constructor(message: string, options: { code?: string; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code ?? 'ECONNRESET';
  }
}

function connectionError(err: unknown): Error {
  if (err instanceof DeadlineError || err instanceof DatabaseConnectionError || (err as { name?: string })?.name === 'BreakerOpenError') return err as Error;
  const code = (err as { code?: unknown } | null)?.code;
  return new DatabaseConnectionError(err instanceof Error ? err.message : String(err), { code: typeof code === 'string' ? code : undefined, cause: err });
}

type Callback = (err: Error | null, result?: unknown) => void;

/** Whether the server answers at all: a fresh connection and `select 1` within DB_DEADLINES.probeMs. */
export type LivenessProbe = () => Promise<boolean>;

/** One probe at a time for a pool, a success trusted for a second. */
export function livenessProbe(config: pg.ClientConfig): LivenessProbe {
  let inFlight: Promise<boolean> | null = null;
  let aliveUntil = 0;
  return () => {
    if (Date.now() < aliveUntil) return Promise.resolve(true);
    inFlight ??= (async () => {
      const client = new pg.Client({ ...config, connectionTimeoutMillis: DB_DEADLINES.probeMs });
      client.on('error', () => {});
      const timer = setTimeout(() => (client as unknown as Partial<PgInternals>).connection?.stream.destroy(), DB_DEADLINES.probeMs);
      try {
        await client.connect();
        await client.query('select 1');
        aliveUntil = Date.now() + 1_000;
        return true;
      } catch {
        return false;
      } finally {
        clearTimeout(timer);
        client.end().catch(() => {});
        inFlight = null;
      }
    })();
    return inFlight;
  };
}
type PgInternals = { _queryable: boolean; connection: { stream: { destroy(): void } } };

/**
 * node-postgres' Client with the resilience policy of every query: through the database's circuit
 * breaker, and answered before the request's deadline (server/resilience withDeadline); a query
 * unanswered for DB_DEADLINES.silentMs makes it probe the server (livenessProbe): a silent server,
 * or a passed deadline, and the connection is DESTROYED, so that nothing queued behind on a
 * black-holed socket, a COMMIT least of all, can reach the server later. Once the deadline has passed or the
 * request was aborted nothing more is sent on the connection. A destroyed connection leaves the
 * pool; PostgreSQL rolls back its open transaction.
 */
export class DeadlineClient extends pg.Client {
  private broken: Error | null = null;
  private readonly probe: LivenessProbe;

  constructor(config?: pg.ClientConfig & { probe?: LivenessProbe }) {
    super({ ...config, connectionTimeoutMillis: DB_DEADLINES.connectMs, keepAlive: true });
    this.probe = config?.probe ?? (() => Promise.resolve(false));
    // A destroyed connection reports through its queries; a checked-out client has no other
    // 'error' listener, and an unheard 'error' event would end the process.
    this.on('error', () => {});
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override connect(callback?: any): any {
    const run = async () => {
      const known = unavailableInScope();
      if (known) throw known;
      const permit = breakerFor('database').enter();
      try {
        await super.connect();
        permit.success();
        return this;
      } catch (err) {
        const e = connectionError(err);
        permit.failure(e);
        markUnavailable(e);
        throw e;
      }
    };
    if (!callback) return run();
    run().then(
      () => (callback as (err: null, client: pg.Client) => void)(null, this),
      (err: Error) => (callback as (err: Error) => void)(err),
    );
  }

  // node-postgres' overloads: (text | config, values?, callback?) or a Query object with submit().
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    const [config, values, callback] = args as [unknown, unknown, unknown];
    // Query objects and cursors (submit()): not used by the application, passed through.
    if (typeof (config as { submit?: unknown } | null)?.submit === 'function') return super.query(...(args as [never]));
    const cb = (typeof values === 'function' ? values : typeof callback === 'function' ? callback : undefined) as Callback | undefined;
    const result = this.guarded(config, typeof values === 'function' ? undefined : values);
    if (!cb) return result;
    result.then((res) => cb(null, res), (err: Error) => cb(err));
    return undefined;
  }

  private guarded(config: unknown, values: unknown): Promise<unknown> {
    if (this.broken) return Promise.reject(this.broken);
    const known = unavailableInScope();
    if (known) {
      this.destroyWith(known);
      return Promise.reject(known);
    }
    // A live server ends a statement itself after statement_timeout; this is the client's last word.
    const cap = Date.now() + (scopeQueryTimeoutMs() ?? DB_DEADLINES.statementTimeoutMs + 1_000);
    const left = () => Math.min(remainingMs(), cap - Date.now());
    if (left() <= 0) {
      const err = new DeadlineError('database deadline passed: nothing more is sent');
      this.destroyWith(err);
      markUnavailable(err);
      return Promise.reject(err);
    }
    let permit: Permit;
    try {
      permit = breakerFor('database').enter();
    } catch (err) {
      this.destroyWith(err as Error);
      markUnavailable(err as Error);
      return Promise.reject(err);
    }
    const signal = deadlineSignal();
    return new Promise((resolve, reject) => {
      let settled = false;
      const settle = () => {
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const giveUp = (err: Error, verdict: 'failure' | 'cancel') => {
        if (settled) return;
        settle();
        this.destroyWith(err);
        markUnavailable(err);
        if (verdict === 'failure') permit.failure(err);
        else permit.cancel();
        reject(err);
      };
      const deadlinePassed = () => giveUp(new DeadlineError('database deadline passed while waiting for an answer'), 'failure');
      // Silent for silentMs: is the server there at all? Yes: wait on (a lock, a busy server) until the deadline.
      const onSilent = async () => {
        if (settled) return;
        if (!(await this.probe())) return giveUp(new DeadlineError(`database silent for ${DB_DEADLINES.silentMs} ms and not answering a probe`), 'failure');
        if (!settled) timer = setTimeout(deadlinePassed, Math.max(0, left()));
      };
      let timer = setTimeout(() => void onSilent(), Math.min(DB_DEADLINES.silentMs, left()));
      const onAbort = () => giveUp(new DeadlineError('request aborted: the query was abandoned'), 'cancel');
      signal?.addEventListener('abort', onAbort, { once: true });
      (super.query(config as never, values as never) as unknown as Promise<unknown>).then(
        (res) => {
          if (settled) return;
          settle();
          permit.success();
          resolve(res);
        },
        (err: unknown) => {
          if (settled) return;
          settle();
          // The server answered with an error (a constraint, a syntax error): it is reachable.
          if (err instanceof pg.DatabaseError) {
            permit.success();
            reject(err);
            return;
          }
          const e = connectionError(err);
          permit.failure(e);
          this.destroyWith(e);
          markUnavailable(e);
          reject(e);
        },
      );
    });
  }

  /** Closes the socket at once; the pool drops this client when it is released. */
  private destroyWith(err: Error) {
    if (this.broken) return;
    this.broken = err;
    const self = this as unknown as PgInternals;
    self._queryable = false;
    self.connection.stream.destroy();
  }
}
