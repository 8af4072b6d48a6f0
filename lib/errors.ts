// Maps database, network and auth errors to the spec's Portuguese messages
// (public-site.md §8, staff-and-platform.md §6 and §8), written in messages/pt-BR.json `errors`.
// Pure: safe on client and server.
import { translator } from './messages';

const t = translator('errors');

export const DB_ERROR_MESSAGES = {
  '42P01': t('db.tableMissing'),
  '42501': t('db.permissions'),
  '23505': t('db.duplicate'),
  '23503': t('db.reference'),
  '23502': t('db.notNull'),
  PGRST116: t('db.noRows'),
  PGRST301: t('db.manyRows'),
} as const satisfies Record<string, string>;

export type DbErrorCode = keyof typeof DB_ERROR_MESSAGES;

export const CONNECTION_MESSAGE = t('connection');
export const AUTH_MESSAGE = t('auth');
export const SESSION_EXPIRED_MESSAGE = t('sessionExpired');
export const UNKNOWN_DB_MESSAGE = t('unknownDb');
export const SYSTEM_ERROR_MESSAGE = t('system');
export const PERMISSION_MESSAGE = t('permission');
export const NETWORK_ERROR_MESSAGE = t('network');
/** The session could not be checked because the database is unreachable (not a sign-out). */
export const DATABASE_UNAVAILABLE_MESSAGE = t('databaseUnavailable');

/** A raw message longer than this is replaced by SYSTEM_ERROR_MESSAGE (it is a stack, a query, or HTML). */
export const MAX_ERROR_MESSAGE_LENGTH = 200;

export type ErrorCategory = 'PERMISSION_DENIED' | 'NETWORK_ERROR' | 'DATABASE_ERROR' | 'UNKNOWN';
export interface ClassifiedError {
  code: ErrorCategory;
  message: string;
}

// ECIRCUITOPEN: an open circuit breaker of server/resilience refusing the call at once;
// ESOCKET, ECONNECTION: nodemailer's codes for a connection that failed or dropped.
const NODE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECIRCUITOPEN', 'ESOCKET', 'ECONNECTION']);
const CONNECTION_RE = /fetch|network|connection|ECONNREFUSED|ETIMEDOUT|ENOTFOUND|ECONNRESET/i;
const NETWORK_RE = /ECONNREFUSED|ETIMEDOUT|ENOTFOUND|ECONNRESET|fetch failed|failed to fetch|network|timeout|timed out|connection terminated/i;
const JWT_EXPIRED_RE = /jwt expired/i;
// Whole words only for "auth", so a column named "author" is not an auth problem.
const AUTH_RE = /jwt|token|\bauth(?:enticat\w*|ori[sz]\w*)?\b|session|unauthori[sz]ed|not logged in/i;
const PERMISSION_RE = /permission denied|row[- ]level security/i;
// Postgres says: relation "rooms" does not exist
const DIAGNOSTIC_RE = /relation (?:"[^"]*" )?does not exist|permission denied/i;

function field(value: unknown, key: 'code' | 'message' | 'cause'): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * Code and message of an error. Wrappers such as Drizzle's "Failed query: …" error or
 * undici's "fetch failed" keep the driver error in `cause`: the first error in the chain
 * that carries a code wins.
 */
function describe(err: unknown): { code?: string; message?: string } {
  if (typeof err === 'string') return { message: err };
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current != null; depth++) {
    const code = field(current, 'code');
    if (typeof code === 'string' && code !== '') {
      const message = field(current, 'message');
      return { code, message: typeof message === 'string' ? message : undefined };
    }
    current = field(current, 'cause');
  }
  const message = field(err, 'message');
  return { message: typeof message === 'string' ? message : undefined };
}

function isDbErrorCode(code: string): code is DbErrorCode {
  return Object.hasOwn(DB_ERROR_MESSAGES, code);
}

export function dbErrorMessage(err: unknown): string {
  const { code, message = '' } = describe(err);
  if (code !== undefined && isDbErrorCode(code)) return DB_ERROR_MESSAGES[code];
  if (JWT_EXPIRED_RE.test(message)) return SESSION_EXPIRED_MESSAGE;
  if ((code !== undefined && NODE_NETWORK_CODES.has(code)) || CONNECTION_RE.test(message)) return CONNECTION_MESSAGE;
  if (AUTH_RE.test(message)) return AUTH_MESSAGE;
  const trimmed = message.trim();
  if (trimmed === '') return UNKNOWN_DB_MESSAGE;
  return trimmed.length > MAX_ERROR_MESSAGE_LENGTH ? SYSTEM_ERROR_MESSAGE : trimmed;
}

/** Errors that are expected while the system is being set up: log quietly, do not alarm. */
export function isDiagnosticError(err: unknown): boolean {
  const { code, message = '' } = describe(err);
  return code === '42P01' || code === 'PGRST116' || DIAGNOSTIC_RE.test(message);
}

export function classifyError(err: unknown): ClassifiedError {
  const { code, message = '' } = describe(err);
  if (code === '42501' || code === 'PGRST301' || PERMISSION_RE.test(message)) {
    return { code: 'PERMISSION_DENIED', message: PERMISSION_MESSAGE };
  }
  if ((code !== undefined && NODE_NETWORK_CODES.has(code)) || NETWORK_RE.test(message)) {
    return { code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE };
  }
  return { code: code !== undefined ? 'DATABASE_ERROR' : 'UNKNOWN', message: dbErrorMessage(err) };
}

export function emailFunctionErrorMessage(message: string, status?: number): string {
  return `Edge Function Error: ${message} (Status: ${status ?? 'unknown'})`;
}
