import { isYoutubeId } from '@/lib/youtube';
import { fetchYoutubeThumbnail } from '@/server/videos/thumbnail';
import { translator } from '@/lib/messages';

/** Shown when the thumbnail cannot be fetched: the facade's dark background, with its play button above. */
const POSTER = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#3d2817"/></svg>';

/**
 * GET /video-thumbnail/{youtubeId}: the video facade's thumbnail, from our own origin. The browser
 * makes no request to YouTube before the visitor presses play, and a thumbnail that cannot be had
 * degrades silently to a plain poster (no broken image, no console error), asked again 5 min later.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!isYoutubeId(id)) return new Response(translator('http')('videoNotFound'), { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const thumbnail = await fetchYoutubeThumbnail(id);
  if (thumbnail) {
    return new Response(thumbnail.body, { headers: { 'Content-Type': thumbnail.contentType, 'Cache-Control': 'public, max-age=86400' } });
  }
  return new Response(POSTER, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=300' } });
}
