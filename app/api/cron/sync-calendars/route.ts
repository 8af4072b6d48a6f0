import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { invalidate } from '@/server/cache';
import { syncAllFeeds } from '@/server/calendars';
import { crossSiteRefusal } from '@/server/http/request-checks';
import { cronAuthorized } from '@/server/http/cron';
import { log } from '@/server/log';
import { translator } from '@/lib/messages';

const t = translator('http');

// Every feed, each within its own deadline (server/calendars/fetch.ts), two at a time.
export const maxDuration = 300;

/** GET /api/cron/sync-calendars (Authorization: Bearer $CRON_SECRET): fetches every OTA calendar (ical_feeds). */
export async function GET(request: Request) {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return crossSite;
  if (!cronAuthorized(request.headers.get('authorization'), config().CRON_SECRET)) {
    return Response.json({ error: 'unauthorized', message: t('cronUnauthorized') }, { status: 401 });
  }
  let summary: Awaited<ReturnType<typeof syncAllFeeds>>;
  try {
    summary = await syncAllFeeds(await getDb(), { timeZone: config().HOTEL_TIMEZONE });
  } catch (err) {
    log.error('cron sync-calendars failed', { error: err instanceof Error ? err.message : String(err) });
    return Response.json({ error: 'database unavailable', message: t('cronDatabase') }, { status: 503 });
  }
  if (summary.changed) invalidate('availability');
  return Response.json(summary, { headers: { 'Cache-Control': 'no-store' } });
}
