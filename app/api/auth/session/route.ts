import { getViewer } from '@/server/auth/current-user';

/**
 * GET /api/auth/session: who is signed in, for the header of the static home page (asked after
 * hydration). Private and never cached: it depends on the cookies.
 */
export async function GET() {
  const viewer = await getViewer();
  const user = viewer ? { email: viewer.email, name: viewer.fullName, isStaff: viewer.isStaff } : null;
  return Response.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}
