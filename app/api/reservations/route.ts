import { submitReservation } from '@/server/guest-requests';
import { readJsonBody } from '@/server/http/request-checks';
import { resultResponse } from '@/server/http/result-response';

/** POST /api/reservations: the reservation form as JSON, plus roomTypeId (from this site only: it signs the guest in). */
export async function POST(request: Request) {
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const { result, retryAfterSeconds } = await submitReservation(json.body, { signal: request.signal });
  return resultResponse(result, { successStatus: 201, retryAfterSeconds });
}
