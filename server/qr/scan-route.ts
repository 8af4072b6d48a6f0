import 'server-only';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { todayIn } from '@/lib/dates';
import { QR_ACCESSIBLE_HUB, QR_PAGES } from '@/lib/qr-routes';
import { scanQrCode } from './index';

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
export async function qrScanResponse(token: string, accessible: boolean): Promise<Response> {
  const hubOfCode = `${QR_PAGES.hub}/${encodeURIComponent(token)}`;
  try {
    const scan = await scanQrCode(await getDb(), token, todayIn(config().HOTEL_TIMEZONE));
    if (!scan.ok) return redirectTo(hubOfCode);
    if (scan.code.destination !== 'hub') return redirectTo(QR_PAGES[scan.code.destination]);
    return redirectTo(accessible ? QR_ACCESSIBLE_HUB : hubOfCode);
  } catch (err) {
    log.error('qr scan failed', { error: err instanceof Error ? err.message : String(err) });
    return redirectTo(accessible ? QR_ACCESSIBLE_HUB : QR_PAGES.hub);
  }
}
