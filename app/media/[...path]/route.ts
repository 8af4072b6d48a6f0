import path from 'node:path';
import { translator } from '@/lib/messages';
import { config } from '@/server/config';
import { localDiskStorage, isSafeKey } from '@/server/storage/local-disk';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

const notFound = () => translator('http')('fileNotFound');

/**
 * Serves the media stored on the local disk (DATA_DIR/media). A key never changes content (the store
 * never overwrites; uploads get a unique name): cache for a year, immutable. Only the image types the
 * upload accepts are served (no SVG: it can carry script), with nosniff so a browser never reads one
 * as anything else. The policy comes from next.config.ts, which would override one set here.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const key = (await params).path.join('/');
  const type = CONTENT_TYPES[path.extname(key).toLowerCase()];
  if (!type || !isSafeKey(key)) return new Response(notFound(), { status: 404 });
  const data = await localDiskStorage(path.join(config().DATA_DIR, 'media')).get(key);
  if (!data) return new Response(notFound(), { status: 404 });
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': type,
      'Content-Length': String(data.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
