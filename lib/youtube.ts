// YouTube URL parsing and embed/thumbnail URLs (public-site.md §5 Videos, §7 External embeds).
import { translator } from './messages';

export const YOUTUBE_URL_ERROR = translator('validation')('video.youtubeUrl');

export type YoutubeThumbnailQuality = 'default' | 'mqdefault' | 'hqdefault' | 'sddefault' | 'maxresdefault';

const ID_RE = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

export function isYoutubeId(id: string): boolean {
  return ID_RE.test(id);
}

/**
 * The video id of a watch?v=, youtu.be/, embed/ or shorts/ URL (with or without scheme,
 * www. or m.), or null when the URL is not a YouTube video URL.
 */
export function parseYoutubeId(url: string): string | null {
  const text = url.trim();
  if (text === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | null | undefined;
  if (SHORT_HOSTS.has(host)) {
    id = /^\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  } else if (YOUTUBE_HOSTS.has(host)) {
    id =
      parsed.pathname.replace(/\/$/, '') === '/watch'
        ? parsed.searchParams.get('v')
        : /^\/(?:embed|shorts)\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  }
  return id != null && ID_RE.test(id) ? id : null;
}

export function youtubeEmbedUrl(id: string, { autoplay = false }: { autoplay?: boolean } = {}): string {
  const query = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' });
  if (autoplay) query.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?${query}`;
}

export function youtubeThumbnailUrl(id: string, quality: YoutubeThumbnailQuality = 'hqdefault'): string {
  return `https://i.ytimg.com/vi/${encodeURIComponent(id)}/${quality}.jpg`;
}
