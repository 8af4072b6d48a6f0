import 'server-only';
import { config } from '@/server/config';
import { GUEST_REQUEST_TOASTS } from '@/lib/guest-requests';
import { translator } from '@/lib/messages';

// The checks of the route handlers that change state, before they read anything: the request comes
// from this site (login CSRF: a page elsewhere must not post a form here with the visitor's
// cookies), its body is JSON, and small. Next does the origin check itself for the server actions.

/** Largest JSON body a route handler reads (the reservation form is about 1 kB). */
export const JSON_BODY_LIMIT = 64 * 1024;

const t = translator('http');

export const REQUEST_MESSAGES = {
  crossSite: t('crossSite'),
  notJson: t('notJson'),
  tooLarge: (limit: number) => t('tooLarge', { kb: String(Math.floor(limit / 1024)) }),
};

const refuse = (status: number, message: string) => Response.json({ title: GUEST_REQUEST_TOASTS.invalid.title, message }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * A 403 response when a browser sent the request from another site, else null. A browser names the
 * page's origin (Origin) or at least whether it is the same one (Sec-Fetch-Site); a request with
 * neither comes from a program (curl, a cron service), which has no visitor's cookies to abuse.
 * The origin is this site when it is SITE_URL's, or when its host is the host the request was sent
 * to (the proxy's X-Forwarded-Host, else Host): the rule Next applies to the server actions, so the
 * site opened at another of its addresses (www, a preview deployment, the LAN address) works the
 * same for both. Another site's page cannot make the browser send our host with its origin.
 */
export function crossSiteRefusal(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (origin !== null) return isThisSite(origin, request) ? null : refuse(403, REQUEST_MESSAGES.crossSite);
  const site = request.headers.get('sec-fetch-site');
  if (site === null || site === 'same-origin' || site === 'none') return null;
  return refuse(403, REQUEST_MESSAGES.crossSite);
}

function isThisSite(origin: string, request: Request): boolean {
  if (origin === new URL(config().SITE_URL).origin) return true;
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (!host) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** The body's bytes, or null as soon as they pass `limit` (a chunked body has no Content-Length to trust). */
export async function readAtMost(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export type JsonBody = { ok: true; body: unknown } | { ok: false; response: Response };

/**
 * The JSON body of a state-changing request, or the refusal to answer with: 403 from another site,
 * 415 not application/json, 413 over `limit` bytes (judged from Content-Length before reading, and
 * while reading), 400 not JSON. Each with the { title, message } of the API's other errors.
 */
export async function readJsonBody(request: Request, { limit = JSON_BODY_LIMIT }: { limit?: number } = {}): Promise<JsonBody> {
  const crossSite = crossSiteRefusal(request);
  if (crossSite) return { ok: false, response: crossSite };
  if (!isJsonContentType(request.headers.get('content-type'))) return { ok: false, response: refuse(415, REQUEST_MESSAGES.notJson) };
  const tooLarge = { ok: false, response: refuse(413, REQUEST_MESSAGES.tooLarge(limit)) } as const;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return tooLarge;
  const bytes = request.body ? await readAtMost(request.body, limit) : new Uint8Array();
  if (bytes === null) return tooLarge;
  try {
    return { ok: true, body: JSON.parse(new TextDecoder().decode(bytes)) };
  } catch {
    return { ok: false, response: refuse(400, REQUEST_MESSAGES.notJson) };
  }
}
