// The security headers of every response: next.config.ts sets the static ones and the policy of the
// cached pages, proxy.ts the policy with a nonce of the pages rendered per request.

/** The only pages the site frames: the YouTube player (components/site/video-player.tsx) and the map (location-section.tsx). */
export const FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://www.openstreetmap.org'];

/** The pages rendered for every request, which proxy.ts gives a policy with a nonce (its matcher lists them too). */
export const PER_REQUEST_PAGES = ['admin', 'painel', 'auth', 'definir-senha', 'testemail', 'diagnostico-supabase', 'test-services'];

/** A path pattern of next.config.ts headers() for every path outside PER_REQUEST_PAGES. */
export const OUTSIDE_PER_REQUEST_PAGES = `/((?!(?:${PER_REQUEST_PAGES.join('|')})(?:/|$)).*)`;

/**
 * script-src of the pages Next renders once and caches, whose inline scripts can carry no nonce.
 * The production server adds the hashes of those scripts when it caches a page
 * (scripts/response-cache.mjs), and a browser that sees a hash ignores 'unsafe-inline'.
 */
export const CACHED_PAGE_SCRIPT_SRC = "'self' 'unsafe-inline'";

/** script-src of a page rendered for one request: Next puts the nonce on every script it writes. */
export function nonceScriptSrc(nonce: string): string {
  return `'nonce-${nonce}' 'strict-dynamic'`;
}

/** In development React evaluates code for its error overlay. */
const devScriptSrc = (development: boolean) => (development ? " 'unsafe-eval'" : '');

export function contentSecurityPolicy(scriptSrc: string, { siteUrl, development = false }: { siteUrl: string; development?: boolean }): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}${devScriptSrc(development)}`,
    // React and Swiper write style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Photos may be any https address the staff typed (lib/site-content-schema.ts), or come from the storage's host.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_HOSTS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(siteUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The policy of the API's answers, which are no pages: they may load and be framed by nothing. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The same for /media, whose SVG files may style themselves. */
export const MEDIA_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * The headers of every response besides the policy. HSTS goes out whatever SITE_URL says: browsers
 * ignore it over plain http (RFC 6797 §8.1), and over https it is what we want.
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];
