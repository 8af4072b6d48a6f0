import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

// Deadlines of the work a request does: every database query and outbound call under
// withDeadline() gives up when the deadline passes (or the request's signal aborts), and the
// database client never sends anything, COMMIT included, once it has.

interface Scope {
  /** Epoch ms after which nothing more is sent; Infinity: none. */
  at: number;
  signal?: AbortSignal;
  /** How long one database query may take here (withoutDeadline's start-up work: longer). */
  queryTimeoutMs?: number;
  /** Shared with nested scopes: the database was found unreachable during this request. */
  state: { unavailable?: Error };
}

const storage = new AsyncLocalStorage<Scope>();

/** The deadline passed, or the client went away: its code makes classifyError call it a network error. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
  readonly code = 'ETIMEDOUT';
  constructor(message = 'deadline exceeded') {
    super(message);
  }
}

/**
 * Runs `fn` with a deadline `ms` from now (an enclosing deadline that is sooner still wins) and,
 * optionally, the request's abort signal (request.signal of a route handler: the client left).
 */
export function withDeadline<T>(ms: number, fn: () => Promise<T>, { signal }: { signal?: AbortSignal } = {}): Promise<T> {
  const outer = storage.getStore();
  const at = Math.min(Date.now() + ms, outer?.at ?? Infinity);
  return storage.run({ at, signal: signal ?? outer?.signal, queryTimeoutMs: outer?.queryTimeoutMs, state: outer?.state ?? {} }, fn);
}

/**
 * Runs `fn` outside any request's deadline (start-up work shared by every request: migrations,
 * seed), its queries allowed `queryTimeoutMs` each.
 */
export function withoutDeadline<T>(fn: () => Promise<T>, queryTimeoutMs?: number): Promise<T> {
  return storage.run({ at: Infinity, queryTimeoutMs, state: {} }, fn);
}

/**
 * Remembers, for the rest of this request, that the database could not be reached: its next calls
 * fail at once instead of waiting out a second connect or query timeout (one hang per request at most).
 */
export function markUnavailable(err: Error): void {
  const scope = storage.getStore();
  if (scope && scope.at !== Infinity) scope.state.unavailable ??= err;
}

/** The error that made this request give up on the database, if any. */
export function unavailableInScope(): Error | undefined {
  return storage.getStore()?.state.unavailable;
}

/** The per-query limit the current scope sets, if any. */
export function scopeQueryTimeoutMs(): number | undefined {
  return storage.getStore()?.queryTimeoutMs;
}

/** Milliseconds left before the current deadline: Infinity without one, 0 once passed or aborted. */
export function remainingMs(): number {
  const scope = storage.getStore();
  if (!scope) return Infinity;
  if (scope.signal?.aborted) return 0;
  return Math.max(0, scope.at - Date.now());
}

/** The current scope's abort signal (the request's), if any. */
export function deadlineSignal(): AbortSignal | undefined {
  return storage.getStore()?.signal;
}

/** Throws a DeadlineError when the deadline has passed or the request was aborted. */
export function checkDeadline(): void {
  if (remainingMs() <= 0) throw new DeadlineError();
}

/**
 * Waits for `promise` no longer than the current deadline (and `capMs`): the work itself goes on
 * (a shared start-up, say), only this caller stops waiting.
 */
export function raceDeadline<T>(promise: Promise<T>, capMs = Infinity): Promise<T> {
  const ms = Math.min(remainingMs(), capMs);
  if (ms === Infinity) return promise;
  const signal = deadlineSignal();
  return new Promise<T>((resolve, reject) => {
    const fail = () => {
      clearTimeout(timer);
      reject(new DeadlineError());
    };
    const timer = setTimeout(fail, ms);
    signal?.addEventListener('abort', fail, { once: true });
    promise.then(
      (value) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', fail);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', fail);
        reject(err);
      },
    );
  });
}
