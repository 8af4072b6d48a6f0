import 'server-only';
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors';
import { errorDetail } from './error-log';

/** The spec's circuit breaker (staff-and-platform.md §4, §9): 3 failures in a row open it for 15 s. */
export const BREAKER_POLICY = { failureThreshold: 3, openMs: 15_000 } as const;

/** The dependencies the server calls out to; each has its own breaker. */
export type Dependency = 'database' | 'email' | 'storage' | 'imagekit' | 'supabase';

export type BreakerState = 'closed' | 'open' | 'half-open';

/** An open breaker refuses at once, with the spec's network message (classifyError: NETWORK_ERROR). */
export class BreakerOpenError extends Error {
  override name = 'BreakerOpenError';
  readonly code = 'ECIRCUITOPEN';
  constructor(readonly dependency: string) {
    super(NETWORK_ERROR_MESSAGE);
  }
}

export interface BreakerSnapshot {
  dependency: string;
  state: BreakerState;
  /** Failures in a row. */
  failures: number;
  lastError: string | null;
  lastFailureAt: string | null;
  lastSuccessAt: string | null;
  /** When an open breaker lets its trial call through. */
  retryAt: string | null;
}

/** One call through a breaker: report how it ended exactly once. */
export interface Permit {
  success(): void;
  failure(err: unknown): void;
  /** Ended without telling whether the dependency works (the caller went away): no verdict. */
  cancel(): void;
}

export class CircuitBreaker {
  private state: BreakerState = 'closed';
  private failures = 0;
  private openedAt = 0;
  private trialInFlight = false;
  private lastError: string | null = null;
  private lastFailureAt: number | null = null;
  private lastSuccessAt: number | null = null;

  constructor(
    readonly dependency: string,
    private readonly now: () => number = () => Date.now(),
    private readonly policy: { failureThreshold: number; openMs: number } = BREAKER_POLICY,
  ) {}

  /** The state now (an open breaker whose time is up reads as half-open). */
  current(): BreakerState {
    if (this.state === 'open' && this.now() - this.openedAt >= this.policy.openMs) return 'half-open';
    return this.state;
  }

  /** Lets a call through or throws BreakerOpenError: closed lets all through, half-open one trial at a time. */
  enter(): Permit {
    const state = this.current();
    if (state === 'open' || (state === 'half-open' && this.trialInFlight)) throw new BreakerOpenError(this.dependency);
    const trial = state === 'half-open';
    if (trial) {
      this.state = 'half-open';
      this.trialInFlight = true;
    }
    let done = false;
    return {
      success: () => {
        if (done) return;
        done = true;
        if (trial) this.trialInFlight = false;
        this.recordSuccess();
      },
      failure: (err) => {
        if (done) return;
        done = true;
        if (trial) this.trialInFlight = false;
        this.recordFailure(err, trial);
      },
      cancel: () => {
        if (done) return;
        done = true;
        if (trial) this.trialInFlight = false;
      },
    };
  }

  /** Runs `fn` through the breaker; `counts` says which errors are the dependency failing (default: all). */
  async run<T>(fn: () => Promise<T>, counts: (err: unknown) => boolean = () => true): Promise<T> {
    const permit = this.enter();
    try {
      const result = await fn();
      permit.success();
      return result;
    } catch (err) {
      if (counts(err)) permit.failure(err);
      else permit.success();
      throw err;
    }
  }

  private recordSuccess() {
    this.state = 'closed';
    this.failures = 0;
    this.lastSuccessAt = this.now();
  }

  private recordFailure(err: unknown, trial: boolean) {
    this.failures++;
    this.lastError = errorDetail(err);
    this.lastFailureAt = this.now();
    if (trial || this.failures >= this.policy.failureThreshold) {
      this.state = 'open';
      this.openedAt = this.now();
    }
  }

  reset() {
    this.state = 'closed';
    this.failures = 0;
    this.trialInFlight = false;
    this.lastError = null;
  }

  snapshot(): BreakerSnapshot {
    const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
    const state = this.current();
    return {
      dependency: this.dependency,
      state,
      failures: this.failures,
      lastError: this.lastError,
      lastFailureAt: iso(this.lastFailureAt),
      lastSuccessAt: iso(this.lastSuccessAt),
      retryAt: state === 'open' ? iso(this.openedAt + this.policy.openMs) : null,
    };
  }
}

// One set per process, kept on globalThis: Next can load this module once per route bundle.
const KEY = Symbol.for('hotel.breakers');
function registry(): Map<string, CircuitBreaker> {
  const holder = globalThis as { [KEY]?: Map<string, CircuitBreaker> };
  return (holder[KEY] ??= new Map());
}

/** The breaker of a dependency (created closed on first use). */
export function breakerFor(dependency: Dependency): CircuitBreaker {
  const breakers = registry();
  let breaker = breakers.get(dependency);
  if (!breaker) breakers.set(dependency, (breaker = new CircuitBreaker(dependency)));
  return breaker;
}

/** Every breaker's state, failures and last error, for the diagnostics page. */
export function breakerSnapshot(): BreakerSnapshot[] {
  return [...registry().values()].map((b) => b.snapshot()).sort((a, b) => a.dependency.localeCompare(b.dependency));
}

/** Closes every breaker (or one): the diagnostics page's 'Corrigir automaticamente'. */
export function resetBreakers(dependency?: Dependency): void {
  for (const breaker of registry().values()) if (!dependency || breaker.dependency === dependency) breaker.reset();
}
