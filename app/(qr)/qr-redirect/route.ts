import { qrRedirectTarget } from '@/lib/qr-routes';

export const dynamic = 'force-dynamic';

/** GET /qr-redirect?to=/cardapio: only to this site's QR pages (lib/qr-routes.ts); anything else goes to the hub. */
export function GET(request: Request) {
  const target = qrRedirectTarget(new URL(request.url).searchParams.get('to'));
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } });
}
