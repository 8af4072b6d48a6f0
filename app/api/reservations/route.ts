import { submitReservation, withoutOk } from '@/server/guest-requests';
import type { ReservationFailureCode } from '@/lib/guest-requests';

const STATUS: Record<ReservationFailureCode, number> = {
  validation: 422,
  duplicate: 409,
  unavailable: 409,
  rate_limited: 429,
  failed: 500,
  unexpected: 503,
};

/** POST /api/reservations: the reservation form as JSON, plus roomTypeId. */
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ title: 'Verifique os dados', message: 'O corpo da requisição deve ser JSON.' }, { status: 400 });
  }
  const { result, retryAfterSeconds } = await submitReservation(body);
  const rest = withoutOk(result);
  if (result.ok) return Response.json(rest, { status: 201 });
  const headers = result.code === 'rate_limited' && retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return Response.json(rest, { status: STATUS[result.code], headers });
}
