import { submitContact } from '@/server/guest-requests';
import { readJsonBody } from '@/server/http/request-checks';
import { resultResponse } from '@/server/http/result-response';

/** POST /api/contact: { name, email, phone, message } as JSON. */
export async function POST(request: Request) {
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const { result, retryAfterSeconds } = await submitContact(json.body, { signal: request.signal });
  return resultResponse(result, { retryAfterSeconds });
}
