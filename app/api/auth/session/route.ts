import { lookupViewer } from '@/server/auth/current-user';
import { needsStaffVerification } from '@/server/auth/staff';
import { config } from '@/server/config';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/errors';

/**
 * GET /api/auth/session: who is signed in, for the header of the static home page and the 403 page
 * (asked after hydration). Private and never cached: it depends on the cookies. With the database
 * unreachable: 503 and the message, not `{ user: null }` (nobody is signed out by an outage).
 */
export async function GET() {
  const lookup = await lookupViewer();
  const headers = { 'Cache-Control': 'private, no-store' };
  if (lookup.status === 'unavailable') return Response.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
  const viewer = lookup.status === 'signed-in' ? lookup.viewer : null;
  const user = viewer
    ? {
        email: viewer.email,
        name: viewer.fullName,
        isStaff: viewer.isStaff,
        /** A staff address whose verification link was not opened yet. */
        staffVerificationPending: needsStaffVerification(viewer, config().STAFF_EMAILS),
      }
    : null;
  return Response.json({ user }, { headers });
}
