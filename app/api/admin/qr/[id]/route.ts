import { staffRoute } from '@/server/auth/guards';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { getQrCode } from '@/server/qr';
import { qrPng, qrSvg } from '@/server/qr/image';
import { isUuid } from '@/lib/zod';
import { qrCodeUrl } from '@/lib/qr-routes';
import { translator } from '@/lib/messages';

const noStore = { 'Cache-Control': 'private, no-store' };

/** GET ?format=svg|png: the printed image of a code, as a download named after its token. */
export const GET = staffRoute<[Request, { params: Promise<{ id: string }> }]>(async (request, { params }) => {
  const { id } = await params;
  const code = isUuid(id) ? await getQrCode(await getDb(), id) : null;
  if (!code) return Response.json({ message: translator('adminQr')('notFound') }, { status: 404, headers: noStore });
  const url = qrCodeUrl(config().SITE_URL, code.token);
  const png = new URL(request.url).searchParams.get('format') === 'png';
  const disposition = { 'Content-Disposition': `attachment; filename="qr-${code.token}.${png ? 'png' : 'svg'}"` };
  if (png) return new Response(new Uint8Array(await qrPng(url)), { headers: { ...noStore, ...disposition, 'Content-Type': 'image/png' } });
  return new Response(await qrSvg(url), { headers: { ...noStore, ...disposition, 'Content-Type': 'image/svg+xml; charset=utf-8' } });
});
