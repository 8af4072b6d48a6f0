import 'server-only';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { todayIn } from '@/lib/dates';
import { QR_ACCESSIBLE_HUB, QR_PAGES, whatsappOfCode } from '@/lib/qr-routes';
import { roomFromLabel } from '@/lib/qr';
import { findQrCodeByToken, scanQrCode, type ScanOutcome } from './index';

async function peekQrCode(db: Awaited<ReturnType<typeof getDb>>, token: string): Promise<ScanOutcome> {
  const code = await findQrCodeByToken(db, token);
  if (!code) return { ok: false, reason: 'unknown' };
  return code.isActive ? { ok: true, code } : { ok: false, reason: 'disabled' };
}

/**
 * The header of the background request with which `npm start`'s response cache (scripts/response-cache.mjs)
 * fills itself after a miss: it repeats the guest's GET, which must not count as a second scan.
 */
const RESPONSE_CACHE_FILL = 'x-response-cache-fill';

/** A token route's answer: never cached (the destination is data), never indexed. */
function redirectTo(path: string): Response {
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' },
  });
}

/**
 * /qr/{token} (and the accessible /qr-acessivel/{token}, /QRAccessible/{token}): counts the scan and
 * sends the guest to the code's current destination; the hub of a code is /qr-access/{token} (its
 * place named), or the accessible hub. A disabled or unknown code, or a database that cannot be
 * read, lands on the hub with its notice: never a dead end.
 */
export async function qrScanResponse(request: Request, token: string, accessible: boolean): Promise<Response> {
  const hubOfCode = `${QR_PAGES.hub}/${encodeURIComponent(token)}`;
  try {
    const db = await getDb();
    const scan = request.headers.has(RESPONSE_CACHE_FILL) ? await peekQrCode(db, token) : await scanQrCode(db, token, todayIn(config().HOTEL_TIMEZONE));
    if (!scan.ok) return redirectTo(hubOfCode);
    // A room's code leads to the WhatsApp page that names the room (the token route reads the label).
    if (scan.code.destination === 'whatsapp' && roomFromLabel(scan.code.label)) return redirectTo(whatsappOfCode(scan.code.token));
    if (scan.code.destination !== 'hub') return redirectTo(QR_PAGES[scan.code.destination]);
    return redirectTo(accessible ? QR_ACCESSIBLE_HUB : hubOfCode);
  } catch (err) {
    log.error('qr scan failed', { error: err instanceof Error ? err.message : String(err) });
    return redirectTo(accessible ? QR_ACCESSIBLE_HUB : QR_PAGES.hub);
  }
}
