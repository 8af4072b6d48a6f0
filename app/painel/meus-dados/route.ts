import { isAuthError, refusalResponse, requireUser } from '@/server/auth/guards';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { exportGuestData } from '@/server/guest-panel';
import messages from '@/messages/pt-BR.json';

/** GET /painel/meus-dados: the signed-in user's data as a JSON file (LGPD access right). */
export async function GET() {
  let viewer;
  try {
    viewer = await requireUser();
  } catch (err) {
    if (isAuthError(err)) return refusalResponse(err);
    throw err;
  }
  try {
    const data = await exportGuestData(await getDb(), viewer);
    const date = data.exported_at.slice(0, 10);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="meus-dados-hotel-agua-boa-${date}.json"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (err) {
    log.error('data export failed', { error: err instanceof Error ? err.message : String(err) });
    return Response.json(
      { message: messages.painel.toasts.exportFailed.message },
      { status: 500, headers: { 'Cache-Control': 'private, no-store' } },
    );
  }
}
