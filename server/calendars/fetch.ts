import 'server-only';
import { DeadlineError, deadlineSignal, HttpStatusError, isRetryable, remainingMs, retry, withDeadline, type RetryOptions } from '@/server/resilience';
import { readAtMost } from '@/server/http/request-checks';

// Fetching an OTA's calendar: http(s) only, each attempt within FEED_FETCH.attemptMs, the spec's
// retry policy (408/429/5xx and network errors, server/resilience/retry.ts) within
// FEED_FETCH.deadlineMs for the whole feed, and at most FEED_FETCH.maxBytes of body.
//
// No circuit breaker: the feeds are unrelated third parties, and one OTA's outage must not refuse
// the others' fetches (a breaker per dependency would). Each feed keeps its own last error instead.

export const FEED_FETCH = {
  attemptMs: 15_000,
  deadlineMs: 40_000,
  /** Airbnb's and Booking.com's feeds are a few kB; a year of daily events is under 1 MB. */
  maxBytes: 2 * 1024 * 1024,
} as const;

export interface FetchFeedOptions {
  attemptMs?: number;
  deadlineMs?: number;
  maxBytes?: number;
  retry?: RetryOptions;
}

/** The body passed the size limit. */
export class FeedTooLargeError extends Error {
  override name = 'FeedTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`feed larger than ${maxBytes} bytes`);
  }
}

/** An attempt that took longer than its time (not the caller's deadline): worth another attempt. */
export class FeedTimeoutError extends Error {
  override name = 'FeedTimeoutError';
  readonly code = 'ETIMEDOUT';
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new FeedTooLargeError(maxBytes);
  }
  if (!response.body) return '';
  const bytes = await readAtMost(response.body, maxBytes);
  if (!bytes) throw new FeedTooLargeError(maxBytes);
  return new TextDecoder('utf-8').decode(bytes);
}

/** GETs an http(s) calendar; throws HttpStatusError, FeedTooLargeError, FeedTimeoutError, DeadlineError or the network error. */
export function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<string> {
  const protocol = new URL(url).protocol;
  if (protocol !== 'http:' && protocol !== 'https:') throw new TypeError(`unsupported protocol ${protocol}`);
  const attemptMs = options.attemptMs ?? FEED_FETCH.attemptMs;
  const maxBytes = options.maxBytes ?? FEED_FETCH.maxBytes;
  return withDeadline(options.deadlineMs ?? FEED_FETCH.deadlineMs, () =>
    retry(
      async () => {
        const budget = Math.min(attemptMs, remainingMs());
        if (budget <= 0) throw new DeadlineError();
        const timeout = AbortSignal.timeout(budget);
        const outer = deadlineSignal();
        const signal = outer ? AbortSignal.any([outer, timeout]) : timeout;
        try {
          const response = await fetch(url, {
            signal,
            redirect: 'follow',
            cache: 'no-store',
            headers: { accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'HotelAguaBoa-CalendarSync/1.0' },
          });
          if (!response.ok) {
            await response.body?.cancel();
            throw new HttpStatusError(response.status, `GET answered ${response.status}`);
          }
          return await readLimited(response, maxBytes);
        } catch (err) {
          if (timeout.aborted && !outer?.aborted) throw budget < attemptMs ? new DeadlineError() : new FeedTimeoutError(attemptMs);
          throw err;
        }
      },
      { ...options.retry, retryOn: options.retry?.retryOn ?? ((err) => err instanceof FeedTimeoutError || isRetryable(err)) },
    ),
  );
}
