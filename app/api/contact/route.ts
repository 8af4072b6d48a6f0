import { submitContact, withoutOk } from '@/server/guest-requests';
import { readJsonBody } from '@/server/http/request-checks';

const STATUS = { validation: 422, rate_limited: 429, failed: 500 } as const;

/** POST /api/contact: { name, email, phone, message } as JSON. */
export async function POST(request: Request) {
  const json = await readJsonBody(request);
  if (!json.ok) return json.response;
  const { result, retryAfterSeconds } = await submitContact(json.body);
  const rest = withoutOk(result);
  if (result.ok) return Response.json(rest);
  const headers = result.code === 'rate_limited' && retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return Response.json(rest, { status: STATUS[result.code], headers });
}
