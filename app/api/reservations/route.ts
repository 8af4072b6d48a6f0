import { submitReservation, withoutOk } from '@/server/guest-requests';
import { readJsonBody } from '@/server/http/request-checks';
import type { ReservationFailureCode } from '@/lib/guest-requests';

const STATUS: Record<ReservationFailureCode, number> = {
  validation: 422,
  duplicate: 409,
  unavailable: 409,
  rate_limited: 429,
  failed: 500,
  unexpected: 503,
};

/** POST /api/reservations: the reservation form as JSON, plus roomTypeId (from this site only: it signs the guest in). */
export async function POST(request: Request) {
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const { result, retryAfterSeconds } = await submitReservation(json.body);
  const rest = withoutOk(result);
  if (result.ok) return Response.json(rest, { status: 201 });
  const headers = result.code === 'rate_limited' && retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return Response.json(rest, { status: STATUS[result.code], headers });
}
