import { lookupViewer } from '@/server/auth/current-user';
import { needsStaffVerification } from '@/server/auth/staff';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { getGuestProfile } from '@/server/guests';
import { DB_DEADLINES, recordError, withDeadline } from '@/server/resilience';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/errors';

/**
 * GET /api/auth/session: who is signed in, for the header of the static home page and the 403 page
 * (asked after hydration). Private and never cached: it depends on the cookies. With the database
 * unreachable: 503 and the message, not `{ user: null }` (nobody is signed out by an outage).
 * `?profile=1` (the reservation dialog, when it opens): a signed-in guest's profile too, to fill the
 * form; none for staff, who book for others. A profile that cannot be read is left out (the form
 * then starts empty), the session still answered.
 */
export async function GET(request: Request) {
  const lookup = await lookupViewer();
  const headers = { 'Cache-Control': 'private, no-store' };
  if (lookup.status === 'unavailable') return Response.json({ message: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers });
  const viewer = lookup.status === 'signed-in' ? lookup.viewer : null;
  const wantsProfile = new URL(request.url).searchParams.get('profile') === '1';
  const user = viewer
    ? {
        email: viewer.email,
        name: viewer.fullName,
        isStaff: viewer.isStaff,
        /** A staff address whose verification link was not opened yet. */
        staffVerificationPending: needsStaffVerification(viewer, config().STAFF_EMAILS),
        ...(wantsProfile && !viewer.isStaff ? { profile: await readProfile(viewer) } : {}),
      }
    : null;
  return Response.json({ user }, { headers });
}

async function readProfile(viewer: Parameters<typeof getGuestProfile>[1]) {
  try {
    return await withDeadline(DB_DEADLINES.readMs, async () => getGuestProfile(await getDb(), viewer));
  } catch (err) {
    recordError(err, 'guest profile for the reservation form');
    return undefined;
  }
}
