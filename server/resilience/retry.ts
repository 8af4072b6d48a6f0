import 'server-only';
import { classifyError } from '@/lib/errors';
import { DeadlineError, remainingMs } from './deadline';

/** The spec's retry constants (staff-and-platform.md §9). */
export const RETRY_POLICY = {
  maxAttempts: 4,
  baseDelayMs: 800,
  factor: 2,
  maxDelayMs: 8_000,
  /** Up to this fraction is added to each delay at random. */
  jitter: 0.3,
} as const;

/** HTTP statuses worth another attempt. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);

export type RetryPolicy = { -readonly [K in keyof typeof RETRY_POLICY]: number };

/** The wait before attempt `attempt + 1` (attempt counts from 1): base × factor^(attempt−1) plus jitter, at most the cap. */
export function backoffDelay(attempt: number, policy: RetryPolicy = RETRY_POLICY, random: () => number = Math.random): number {
  const exponential = policy.baseDelayMs * policy.factor ** Math.max(0, attempt - 1);
  return Math.min(policy.maxDelayMs, Math.round(exponential * (1 + policy.jitter * random())));
}

/** An HTTP-ish status carried by an error (fetch wrappers, provider errors). */
function statusOf(err: unknown): number | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const { status, statusCode } = err as { status?: unknown; statusCode?: unknown };
  const value = typeof status === 'number' ? status : statusCode;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Worth retrying: a retryable HTTP status, or a network error (refused, reset, timed out). Not an
 * open breaker (it would refuse again) nor a passed deadline (no time is left).
 */
export function isRetryable(err: unknown): boolean {
  if (err instanceof DeadlineError || (err as { name?: unknown } | null)?.name === 'BreakerOpenError') return false;
  const status = statusOf(err);
  if (status !== undefined) return RETRYABLE_STATUSES.has(status);
  return classifyError(err).code === 'NETWORK_ERROR';
}

export interface RetryOptions {
  policy?: Partial<RetryPolicy>;
  retryOn?: (err: unknown) => boolean;
  /** Injected in tests; a real timer otherwise. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  onRetry?: (err: unknown, attempt: number, delayMs: number) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `fn` until it succeeds, up to the policy's attempts, waiting backoffDelay between attempts.
 * Only for idempotent work (reads, external calls that are safe to repeat): never for a write that
 * could apply twice. Gives up early, with the last error, when the wait would outlast the deadline.
 */
export async function retry<T>(fn: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const policy: RetryPolicy = { ...RETRY_POLICY, ...options.policy };
  const retryOn = options.retryOn ?? isRetryable;
  const sleep = options.sleep ?? realSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt);
    } catch (err) {
      if (attempt >= policy.maxAttempts || !retryOn(err)) throw err;
      const delay = backoffDelay(attempt, policy, options.random);
      if (delay >= remainingMs()) throw err;
      options.onRetry?.(err, attempt, delay);
      await sleep(delay);
    }
  }
}
