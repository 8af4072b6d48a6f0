import 'server-only';
import { classifyError, isDiagnosticError, type ErrorCategory } from '@/lib/errors';
import { log } from '@/server/log';

/** The spec's error logs kept (staff-and-platform.md §9): 100 application entries, 10 boundary entries. */
export const ERROR_LOG_LIMITS = { application: 100, boundary: 10 } as const;

export interface RecordedError {
  at: string;
  /** Where it happened: an action's name, a public read's key, a route, a dependency. */
  source: string;
  code: ErrorCategory;
  /** The spec's message for it (what a visitor is shown). */
  message: string;
  /** The raw message, at most 200 characters (for the staff). */
  detail: string;
  /** Expected while the system is being set up (missing table…): logged at debug level. */
  diagnostic: boolean;
}

type Kind = keyof typeof ERROR_LOG_LIMITS;
const KEY = Symbol.for('hotel.error-log');
function rings(): Record<Kind, RecordedError[]> {
  const holder = globalThis as { [KEY]?: Record<Kind, RecordedError[]> };
  return (holder[KEY] ??= { application: [], boundary: [] });
}

/** An error's raw message as the staff are shown it: at most 200 characters. */
export function errorDetail(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 200);
}

function record(kind: Kind, err: unknown, source: string, fields?: Record<string, unknown>): RecordedError {
  const { code, message } = classifyError(err);
  const diagnostic = isDiagnosticError(err);
  const entry: RecordedError = {
    at: new Date().toISOString(),
    source,
    code,
    message,
    detail: errorDetail(err),
    diagnostic,
  };
  const ring = rings()[kind];
  ring.push(entry);
  if (ring.length > ERROR_LOG_LIMITS[kind]) ring.splice(0, ring.length - ERROR_LOG_LIMITS[kind]);
  // Quiet: one structured line, at debug level for the diagnostic codes (never the browser's console).
  (diagnostic ? log.debug : log.warn)(kind === 'boundary' ? 'boundary error' : 'application error', { source, code, error: entry.detail, ...fields });
  return entry;
}

/** Records a failure of the application (a refused write, a read that fell back, a dependency down). */
export function recordError(err: unknown, source: string, fields?: Record<string, unknown>): RecordedError {
  return record('application', err, source, fields);
}

/** Records an error that reached a boundary (a render or route handler that threw: instrumentation's onRequestError). */
export function recordBoundaryError(err: unknown, source: string, fields?: Record<string, unknown>): RecordedError {
  return record('boundary', err, source, fields);
}

/** The kept errors, newest first, for the diagnostics page. */
export function recentErrors(): { application: RecordedError[]; boundary: RecordedError[] } {
  const { application, boundary } = rings();
  return { application: [...application].reverse(), boundary: [...boundary].reverse() };
}

/** Empties both logs. */
export function clearRecentErrors(): void {
  const r = rings();
  r.application.length = 0;
  r.boundary.length = 0;
}
