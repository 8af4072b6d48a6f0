export const dynamic = 'force-dynamic';

/** GET /api/health: liveness. The process answers; it says nothing of the database (that is /api/ready). */
export function GET() {
  return Response.json({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}
