import { submitContact, withoutOk } from '@/server/guest-requests';

const STATUS = { validation: 422, rate_limited: 429, failed: 500 } as const;

/** POST /api/contact: { name, email, phone, message } as JSON. */
export async function POST(request: Request) {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ title: 'Verifique os dados', message: 'O corpo da requisição deve ser JSON.' }, { status: 400 });
  }
  const { result, retryAfterSeconds } = await submitContact(body);
  const rest = withoutOk(result);
  if (result.ok) return Response.json(rest);
  const headers = result.code === 'rate_limited' && retryAfterSeconds ? { 'Retry-After': String(retryAfterSeconds) } : undefined;
  return Response.json(rest, { status: STATUS[result.code], headers });
}
