import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { invalidate } from '@/server/cache';
import { crossSiteRefusal } from '@/server/http/request-checks';
import { cronAuthorized } from '@/server/http/cron';
import { log } from '@/server/log';
import { expirePendingReservations } from '@/server/reservations';
import { dispatchPendingEmails } from '@/server/email/dispatch';
import { configuredEmailProvider } from '@/server/email/providers';
import { pruneRateLimits } from '@/server/rate-limit';
import { purgeSessions } from '@/server/auth/sessions';
import { KNOWN_CLIENT_DAYS } from '@/server/auth/attempts';
import { supabaseAdminProject, supabaseProject } from '@/server/auth/provider';
import { retryAuthUserDeletions } from '@/server/auth/supabase-admin';
import { translator } from '@/lib/messages';

const t = translator('http');

/** GET /api/cron/expire-reservations (Authorization: Bearer $CRON_SECRET): the 24 h expiry and the e-mail dispatch. */
export async function GET(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  if (!cronAuthorized(request.headers.get('authorization'), config().CRON_SECRET)) {
    return Response.json({ error: 'unauthorized', message: t('cronUnauthorized') }, { status: 401 });
  }
  let expired: number;
  let emails: Awaited<ReturnType<typeof dispatchPendingEmails>>;
  let rateLimitsPruned: number;
  let sessionsPurged: number;
  let authUserDeletions: Awaited<ReturnType<typeof retryAuthUserDeletions>> | null = null;
  try {
    const db = await getDb();
    expired = await expirePendingReservations(db);
    emails = await dispatchPendingEmails(db, configuredEmailProvider(), { from: config().EMAIL_FROM, batchSize: 100 });
    rateLimitsPruned = await pruneRateLimits(db);
    sessionsPurged = await purgeSessions(db, KNOWN_CLIENT_DAYS);
    // Supabase users of deleted accounts whose deletion there failed: tried again.
    if (supabaseProject(config())) authUserDeletions = await retryAuthUserDeletions(db, supabaseAdminProject(config()));
  } catch (err) {
    log.error('cron expire-reservations failed', { error: err instanceof Error ? err.message : String(err) });
    return Response.json({ error: 'database unavailable', message: t('cronDatabase') }, { status: 503 });
  }
  if (expired > 0) invalidate('availability');
  return Response.json({ expired, emails, rateLimitsPruned, sessionsPurged, ...(authUserDeletions ? { authUserDeletions } : {}) }, { headers: { 'Cache-Control': 'no-store' } });
}
