import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  BREAKER_POLICY,
  BreakerOpenError,
  breakerSnapshot,
  breakerFor,
  CircuitBreaker,
  clearRecentErrors,
  DeadlineError,
  ERROR_LOG_LIMITS,
  HttpStatusError,
  isRetryable,
  recentErrors,
  recordBoundaryError,
  recordError,
  resetBreakers,
  retry,
  RETRY_POLICY,
  remainingMs,
  withDeadline,
} from '@/server/resilience';
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

afterEach(() => {
  vi.useRealTimers();
  resetBreakers();
  clearRecentErrors();
});

describe('retry: the spec constants (up to 4 attempts, base 800 ms, factor 2, cap 8 s, jitter up to 30 %)', () => {
  it('backs off 800, 1600, 3200 ms without jitter and adds at most 30 %', () => {
    expect(RETRY_POLICY).toEqual({ maxAttempts: 4, baseDelayMs: 800, factor: 2, maxDelayMs: 8_000, jitter: 0.3 });
    expect([1, 2, 3].map((n) => backoffDelay(n, RETRY_POLICY, () => 0))).toEqual([800, 1600, 3200]);
    expect([1, 2, 3].map((n) => backoffDelay(n, RETRY_POLICY, () => 0.999999))).toEqual([1040, 2080, 4160]);
    expect(backoffDelay(5, RETRY_POLICY, () => 0)).toBe(8_000);
    expect(backoffDelay(4, RETRY_POLICY, () => 0.999999)).toBe(8_000);
  });

  it('retries network errors and 408, 429, 500, 502, 503, 504 only', () => {
    for (const status of [408, 429, 500, 502, 503, 504]) expect(isRetryable(new HttpStatusError(status, 'x'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422, 501]) expect(isRetryable(new HttpStatusError(status, 'x'))).toBe(false);
    expect(isRetryable(refused())).toBe(true);
    expect(isRetryable(new TypeError('fetch failed'))).toBe(true);
    expect(isRetryable(new Error('duplicate key value violates unique constraint'))).toBe(false);
    expect(isRetryable(new BreakerOpenError('email'))).toBe(false);
    expect(isRetryable(new DeadlineError())).toBe(false);
  });

  it('waits the backoff between attempts and gives up after the fourth', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async () => {
      throw new HttpStatusError(503, 'down');
    });
    const done = retry(fn, { random: () => 0 }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(799);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1600);
    expect(fn).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3200);
    expect(fn).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fn).toHaveBeenCalledTimes(4);
    expect(await done).toBeInstanceOf(HttpStatusError);
  });

  it('returns the first success and never repeats a call that failed for good', async () => {
    let calls = 0;
    const sleep = vi.fn(async () => {});
    expect(await retry(async () => (++calls < 3 ? Promise.reject(refused()) : 'ok'), { sleep })).toBe('ok');
    expect(calls).toBe(3);
    const permanent = vi.fn(async () => Promise.reject(new HttpStatusError(422, 'invalid')));
    await expect(retry(permanent, { sleep })).rejects.toBeInstanceOf(HttpStatusError);
    expect(permanent).toHaveBeenCalledTimes(1);
  });

  it('does not wait past the deadline: it gives up with the last error instead', async () => {
    const sleep = vi.fn(async () => {});
    const fn = vi.fn(async () => Promise.reject(refused()));
    await expect(withDeadline(1_000, () => retry(fn, { sleep, random: () => 0 }))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // 800 ms fits in 1 s, 1600 ms more does not.
    expect(fn).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });
});

describe('deadlines', () => {
  it('nest: the sooner one wins; an aborted signal leaves no time', async () => {
    expect(remainingMs()).toBe(Infinity);
    await withDeadline(5_000, () =>
      withDeadline(60_000, async () => {
        expect(remainingMs()).toBeLessThanOrEqual(5_000);
      }),
    );
    const abort = new AbortController();
    await withDeadline(
      5_000,
      async () => {
        abort.abort();
        expect(remainingMs()).toBe(0);
      },
      { signal: abort.signal },
    );
  });
});

describe('circuit breaker: 3 failures open it for 15 s, then one trial, closed on success', () => {
  it('goes closed → open → half-open → closed', async () => {
    let now = 0;
    const breaker = new CircuitBreaker('database', () => now);
    const fail = () => breaker.run(async () => Promise.reject(refused()));
    for (let i = 1; i < BREAKER_POLICY.failureThreshold; i++) {
      await expect(fail()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(breaker.current()).toBe('closed');
    }
    await expect(fail()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(breaker.current()).toBe('open');
    // Open: refused without calling, with the spec's network message.
    const never = vi.fn(async () => 'x');
    const open = await breaker.run(never).catch((err: unknown) => err);
    expect(open).toBeInstanceOf(BreakerOpenError);
    expect((open as Error).message).toBe(NETWORK_ERROR_MESSAGE);
    expect(never).not.toHaveBeenCalled();
    expect(breaker.snapshot()).toMatchObject({ state: 'open', failures: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:5432', retryAt: new Date(15_000).toISOString() });

    now = BREAKER_POLICY.openMs - 1;
    expect(breaker.current()).toBe('open');
    now = BREAKER_POLICY.openMs;
    expect(breaker.current()).toBe('half-open');
    // One trial at a time: a second caller is refused while the trial runs.
    let finishTrial!: (v: string) => void;
    const trial = breaker.run(() => new Promise<string>((resolve) => (finishTrial = resolve)));
    await expect(breaker.run(async () => 'second')).rejects.toBeInstanceOf(BreakerOpenError);
    finishTrial('ok');
    expect(await trial).toBe('ok');
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', failures: 0 });
  });

  it('a failed trial opens it again for 15 s', async () => {
    let now = 0;
    const breaker = new CircuitBreaker('email', () => now);
    for (let i = 0; i < 3; i++) await breaker.run(async () => Promise.reject(refused())).catch(() => {});
    now = BREAKER_POLICY.openMs;
    await expect(breaker.run(async () => Promise.reject(refused()))).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(breaker.current()).toBe('open');
    now += BREAKER_POLICY.openMs;
    expect(breaker.current()).toBe('half-open');
  });

  it('counts only what the caller says is the dependency failing; a success resets the count', async () => {
    const breaker = new CircuitBreaker('imagekit', () => 0);
    const notCounted = () => breaker.run(async () => Promise.reject(new HttpStatusError(422, 'bad input')), isRetryable);
    for (let i = 0; i < 5; i++) await notCounted().catch(() => {});
    expect(breaker.current()).toBe('closed');
    await breaker.run(async () => Promise.reject(refused())).catch(() => {});
    await breaker.run(async () => Promise.reject(refused())).catch(() => {});
    await breaker.run(async () => 'ok');
    await breaker.run(async () => Promise.reject(refused())).catch(() => {});
    expect(breaker.snapshot()).toMatchObject({ state: 'closed', failures: 1 });
  });

  it('one breaker per dependency, listed by breakerSnapshot and closed by resetBreakers', async () => {
    for (let i = 0; i < 3; i++) await breakerFor('storage').run(async () => Promise.reject(refused())).catch(() => {});
    expect(breakerFor('storage')).toBe(breakerFor('storage'));
    expect(breakerSnapshot().find((b) => b.dependency === 'storage')).toMatchObject({ state: 'open', failures: 3 });
    resetBreakers();
    expect(breakerSnapshot().find((b) => b.dependency === 'storage')).toMatchObject({ state: 'closed', failures: 0 });
  });
});

describe('kept errors', () => {
  it('keeps the last 100 application and 10 boundary errors, classified, newest first', () => {
    for (let i = 0; i < 105; i++) recordError(refused(), `read ${i}`);
    for (let i = 0; i < 12; i++) recordBoundaryError(new Error(`render ${i}`), '/admin');
    const { application, boundary } = recentErrors();
    expect(application).toHaveLength(ERROR_LOG_LIMITS.application);
    expect(boundary).toHaveLength(ERROR_LOG_LIMITS.boundary);
    expect(application[0]).toMatchObject({ source: 'read 104', code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, diagnostic: false });
    expect(application.at(-1)!.source).toBe('read 5');
    expect(boundary[0]!.detail).toBe('render 11');
  });

  it("marks the spec's diagnostic errors (missing table) as such", () => {
    recordError(Object.assign(new Error('relation "rooms" does not exist'), { code: '42P01' }), 'rooms');
    expect(recentErrors().application[0]).toMatchObject({ code: 'DATABASE_ERROR', diagnostic: true, message: 'Tabela não encontrada. O sistema pode estar em configuração.' });
  });
});
