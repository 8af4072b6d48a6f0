import 'server-only';
import type { ActionResult } from '@/lib/action-result';

/** The HTTP status of each way a request can fail, for every route handler that answers a domain result. */
const FAILURE_STATUS = {
  validation: 422,
  duplicate: 409,
  unavailable: 409,
  rate_limited: 429,
  failed: 500,
  unexpected: 503,
} as const;

export type FailureCode = keyof typeof FAILURE_STATUS;

type RouteResult = ActionResult & { code?: FailureCode };

/**
 * A domain result as a JSON response: the status says whether it worked (so `ok` is left out of the
 * body), 'Retry-After' comes with a rate limit. A failure without a code is a validation error when
 * it names fields, else the service being unavailable.
 */
export function resultResponse(result: RouteResult, { successStatus = 200, retryAfterSeconds }: { successStatus?: number; retryAfterSeconds?: number } = {}): Response {
  const body: Partial<RouteResult> = { ...result };
  delete body.ok;
  if (result.ok) return Response.json(body, { status: successStatus });
  const code = result.code ?? (result.errors ? 'validation' : 'unexpected');
  const headers = code === 'rate_limited' && retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return Response.json(body, { status: FAILURE_STATUS[code], headers });
}
