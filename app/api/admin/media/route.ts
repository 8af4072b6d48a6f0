import { staffRoute } from '@/server/auth/guards';
import { invalidate } from '@/server/cache';
import { getDb } from '@/server/db';
import { crossSiteRefusal, readAtMost, REQUEST_MESSAGES } from '@/server/http/request-checks';
import { log } from '@/server/log';
import { uploadMedia } from '@/server/media/upload';
import { MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '@/lib/media';

const noStore = { 'Cache-Control': 'private, no-store' };
const fail = (status: number, message: string) => Response.json({ title: MEDIA_MESSAGES.uploadTitle, message }, { status, headers: noStore });

/**
 * POST /api/admin/media?category=<category>&fileName=<name>: one file upload, staff only. The body is
 * the file's raw bytes (not multipart: scripts/request-guard.mjs reads every multipart POST as a
 * server action and holds it to 1 MB), so a browser's XMLHttpRequest reports the upload's progress
 * and the server reads it as a stream, stopping past 20 MB. The Content-Type sent is ignored: the
 * bytes decide. Answers 201 { media } with the new media_gallery row, or { title: 'Erro no upload',
 * message } with 400 (bad category or name, empty), 403 (another site), 413 (over 20 MB),
 * 415 (not an accepted image), 422 (corrupt, too many pixels), 429 (too many uploads at once), 500.
 */
export const POST = staffRoute<[Request]>(async (request) => {
  if (crossSiteRefusal(request)) return fail(403, REQUEST_MESSAGES.crossSite);
  const params = new URL(request.url).searchParams;
  const fileName = params.get('fileName')?.trim();
  if (!fileName) return fail(400, MEDIA_MESSAGES.missingFileName);
  if (Number(request.headers.get('content-length') ?? 0) > MEDIA_MAX_BYTES) return fail(413, MEDIA_MESSAGES.tooLarge);
  let bytes: Uint8Array | null;
  try {
    bytes = request.body ? await readAtMost(request.body, MEDIA_MAX_BYTES) : new Uint8Array();
  } catch (err) {
    // The browser cancelled the upload ('Cancelar'): nothing was stored and nobody reads the answer.
    if (request.signal.aborted) return fail(400, MEDIA_MESSAGES.uploadTitle);
    throw err;
  }
  if (bytes === null) return fail(413, MEDIA_MESSAGES.tooLarge);
  try {
    const outcome = await uploadMedia(await getDb(), { bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName, category: params.get('category') ?? 'gallery' });
    if (!outcome.ok) return fail(outcome.status, outcome.message);
    invalidate('media');
    return Response.json({ media: outcome.media }, { status: 201, headers: noStore });
  } catch (err) {
    log.error('media upload failed', { error: err instanceof Error ? err.message : String(err) });
    return fail(500, MEDIA_MESSAGES.storageFailed);
  }
});
