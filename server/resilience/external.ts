import 'server-only';
import { breakerFor, type Dependency } from './breaker';
import { DeadlineError, deadlineSignal, remainingMs } from './deadline';
import { isRetryable, retry, RETRYABLE_STATUSES, type RetryOptions } from './retry';

/** The spec's request timeout (staff-and-platform.md §9): one attempt of an outside call. */
export const REQUEST_TIMEOUT_MS = 25_000;

/** An HTTP answer that counts as the service failing (a retryable status): thrown so retry and the breaker see it. */
export class HttpStatusError extends Error {
  override name = 'HttpStatusError';
  constructor(
    readonly status: number,
    message: string,
    readonly response?: Response,
  ) {
    super(message);
  }
}

export interface ExternalCallOptions extends RetryOptions {
  /** Retry the call (only when repeating it is harmless: reads, idempotent writes). Default false. */
  idempotent?: boolean;
  /** Errors that mean the dependency is failing (the breaker counts them). Default: isRetryable. */
  countsAsFailure?: (err: unknown) => boolean;
}

/**
 * One call to an outside dependency: through its circuit breaker (an open breaker refuses at once)
 * and, when idempotent, retried with the spec's policy within the current deadline. `fn` gets the
 * attempt's abort signal: the attempt's timeout (REQUEST_TIMEOUT_MS, or less when the deadline is
 * nearer) or the request going away.
 */
export function callExternal<T>(dependency: Dependency, fn: (signal: AbortSignal) => Promise<T>, options: ExternalCallOptions = {}): Promise<T> {
  const breaker = breakerFor(dependency);
  const counts = options.countsAsFailure ?? isRetryable;
  const attempt = () =>
    breaker.run(() => {
      const budget = Math.min(REQUEST_TIMEOUT_MS, remainingMs());
      if (budget <= 0) throw new DeadlineError();
      const request = deadlineSignal();
      const signal = request ? AbortSignal.any([request, AbortSignal.timeout(budget)]) : AbortSignal.timeout(budget);
      return fn(signal);
    }, counts);
  return options.idempotent ? retry(attempt, options) : attempt();
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/**
 * A `fetch` for the SDKs that accept one (supabase-js): every request goes through the dependency's
 * breaker with the attempt timeout; idempotent methods are retried on 408/429/5xx and network errors,
 * others (POST, PATCH) never. The last answer is returned as is, a retryable status included.
 */
export function resilientFetch(dependency: Dependency, base: typeof fetch = fetch, options: RetryOptions = {}): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const body = init?.body;
    const replayable = body == null || typeof body === 'string' || body instanceof Uint8Array || body instanceof ArrayBuffer || body instanceof Blob || body instanceof URLSearchParams;
    const idempotent = IDEMPOTENT_METHODS.has(method) && replayable && !(input instanceof Request && input.body);
    try {
      return await callExternal(
        dependency,
        async (signal) => {
          const response = await base(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
          if (RETRYABLE_STATUSES.has(response.status)) throw new HttpStatusError(response.status, `${method} answered ${response.status}`, response);
          return response;
        },
        { ...options, idempotent },
      );
    } catch (err) {
      // The SDK reads the service's own error body.
      if (err instanceof HttpStatusError && err.response) return err.response;
      throw err;
    }
  };
}
