import { getViewer } from '@/server/auth/current-user';
import { needsStaffVerification } from '@/server/auth/staff';
import { config } from '@/server/config';

/**
 * GET /api/auth/session: who is signed in, for the header of the static home page and the 403 page
 * (asked after hydration). Private and never cached: it depends on the cookies.
 */
export async function GET() {
  const viewer = await getViewer();
  const user = viewer
    ? {
        email: viewer.email,
        name: viewer.fullName,
        isStaff: viewer.isStaff,
        /** A staff address whose verification link was not opened yet. */
        staffVerificationPending: needsStaffVerification(viewer, config().STAFF_EMAILS),
      }
    : null;
  return Response.json({ user }, { headers: { 'Cache-Control': 'private, no-store' } });
}
