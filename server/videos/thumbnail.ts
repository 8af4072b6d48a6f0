import 'server-only';
import { youtubeThumbnailUrl } from '@/lib/youtube';
import { log } from '@/server/log';

const TIMEOUT_MS = 5000;
/** A thumbnail once fetched is kept this long in Next's data cache. */
const CACHE_SECONDS = 86_400;

/**
 * The video's thumbnail from YouTube's thumbnail host (/vi/{id}/hqdefault.jpg), or null when it
 * cannot be had (no network, time-out, not an image): the caller then shows its own poster.
 */
export async function fetchYoutubeThumbnail(id: string): Promise<{ body: ArrayBuffer; contentType: string } | null> {
  const url = youtubeThumbnailUrl(id);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), next: { revalidate: CACHE_SECONDS } });
    const contentType = response.headers.get('content-type') ?? '';
    if (!response.ok || !contentType.startsWith('image/')) {
      log.warn('video thumbnail unavailable', { url, status: response.status, contentType });
      return null;
    }
    return { body: await response.arrayBuffer(), contentType };
  } catch (err) {
    log.warn('video thumbnail unavailable', { url, error: err instanceof Error ? err.message : String(err) });
    return null;
  }
}
