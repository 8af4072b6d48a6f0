import { readiness } from '@/server/diagnostics/readiness';

export const dynamic = 'force-dynamic';

/** GET /api/ready: 200 when this instance can serve (database reachable, schema current), else 503 with why. */
export async function GET() {
  const state = await readiness();
  return Response.json(state, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}
