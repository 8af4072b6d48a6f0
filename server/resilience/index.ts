import 'server-only';

// Every call out of the process, with its policy: deadlines (deadline.ts), the spec's retries
// (retry.ts), a circuit breaker per dependency (breaker.ts), outside HTTP calls (external.ts), and
// the kept errors (error-log.ts). The diagnostics page reads breakerSnapshot() and recentErrors().

export { BREAKER_POLICY, BreakerOpenError, breakerFor, breakerSnapshot, CircuitBreaker, resetBreakers } from './breaker';
export type { BreakerSnapshot, BreakerState, Dependency, Permit } from './breaker';
export { checkDeadline, DeadlineError, deadlineSignal, raceDeadline, remainingMs, withDeadline, withoutDeadline } from './deadline';
export { backoffDelay, isRetryable, retry, RETRY_POLICY, RETRYABLE_STATUSES } from './retry';
export type { RetryOptions, RetryPolicy } from './retry';
export { callExternal, HttpStatusError, REQUEST_TIMEOUT_MS, resilientFetch } from './external';
export type { ExternalCallOptions } from './external';
export { clearRecentErrors, ERROR_LOG_LIMITS, errorDetail, recentErrors, recordBoundaryError, recordError } from './error-log';
export type { RecordedError } from './error-log';
export { isUnavailable, DB_DEADLINES, publicReadDeadlineMs } from './database';
