import 'server-only';
import { classifyError } from '@/lib/errors';

/**
 * The database's time limits (server/db/client.ts applies them). A visitor gets an answer within 3 s
 * (issue 16): the reads give up at 2.5 s; a silent server costs a query 0.75 + 1.25 s, a connection 1.5 s.
 */
export const DB_DEADLINES = {
  /** A public read gives up after this and serves the sample data. */
  publicReadMs: 2_500,
  /** Availability, and the wait for the database to open within a request. */
  readMs: 2_500,
  /** A guest's write (booking, contact): nothing is sent to the database after it, COMMIT included. */
  writeMs: 10_000,
  /** A server action (uploads with image processing included): no query is sent after it. */
  actionMs: 60_000,
  /**
   * A query unanswered for this long makes the client ask whether the server is alive (a fresh
   * connection and `select 1`, shared by all waiting queries): a server that is merely busy (a lock
   * wait under a burst of bookings) keeps its query; a silent one has its connection destroyed.
   */
  silentMs: 750,
  /** The liveness probe's own limit: no answer within it, the server is taken for unreachable. */
  probeMs: 1_250,
  /** Opening a connection (TCP and authentication). */
  connectMs: 1_500,
  /** Waiting for a free connection of the pool. */
  poolWaitMs: 10_000,
  /** PostgreSQL's own limits, set on every connection. */
  statementTimeoutMs: 10_000,
  idleInTransactionMs: 10_000,
  /** Start-up work (migrations, seed): one query may take this long. */
  startupQueryMs: 120_000,
} as const;

/** The dependency could not be reached (refused, reset, timed out, an open breaker, a passed deadline). */
export function isUnavailable(err: unknown): boolean {
  return classifyError(err).code === 'NETWORK_ERROR';
}

/**
 * The deadline of a public read: none while `next build` prerenders (each build worker opens and
 * migrates its own database first, which may take longer; a page must not be built from the
 * fallback data for that), else DB_DEADLINES.publicReadMs.
 */
export function publicReadDeadlineMs(): number {
  return process.env.NEXT_PHASE === 'phase-production-build' ? Infinity : DB_DEADLINES.publicReadMs;
}
