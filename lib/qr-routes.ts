/**
 * The QR pages' addresses: where a printed code may lead, the aliases, the allow-list of
 * /qr-redirect and the tokens. No imports: next.config.ts and the Drizzle schema read it too. Pure.
 */
/** A code's destination (qr_codes.destination) and the page it opens. */
export const QR_PAGES = {
  hub: '/qr-access',
  cardapio: '/cardapio',
  whatsapp: '/whatsapp-qr',
  servicos: '/servicos-qr',
  ramais: '/ramais',
  normas: '/normas',
  avaliacao: '/avaliacao-qr',
  'centro-eventos': '/centro-eventos',
  'pet-friendly': '/pet-friendly',
} as const;
export type QrDestination = keyof typeof QR_PAGES;
export const QR_DESTINATIONS = Object.keys(QR_PAGES) as [QrDestination, ...QrDestination[]];

/** The hub's accessible variant (larger type, high contrast). */
export const QR_ACCESSIBLE_HUB = '/qr-access/acessivel';
/** The QR pages a guest reads (the hub's buttons, the sitemap): every destination but the hub itself. */
export const QR_CONTENT_DESTINATIONS = QR_DESTINATIONS.filter((d) => d !== 'hub');

/**
 * The aliases that answer 308 (permanent) to a QR page (next.config.ts redirects, case-sensitive).
 * The spec sends /qr-acessivel and /QRAccessible to /qr-access itself; the hub links its accessible variant.
 */
export const QR_ALIASES = [
  ['/qr', QR_PAGES.hub],
  ['/qr-acessivel', QR_PAGES.hub],
  ['/QRAccessible', QR_PAGES.hub],
  ['/CentroEventos', QR_PAGES['centro-eventos']],
  ['/Centro-Eventos', QR_PAGES['centro-eventos']],
] as const;

/** Paths /qr-redirect may send to: this site's QR pages, nothing else. */
const REDIRECT_ALLOWED = new Set<string>([...Object.values(QR_PAGES), QR_ACCESSIBLE_HUB]);

/**
 * Where /qr-redirect?to=… goes: the path when it is exactly one of this site's QR pages (an optional
 * #fragment of letters is kept), else the hub. Absolute URLs, //host, backslashes and anything
 * with a query are refused: never an open redirect.
 */
export function qrRedirectTarget(to: unknown): string {
  if (typeof to !== 'string') return QR_PAGES.hub;
  const match = /^(\/[a-z-]+(?:\/[a-z-]+)?)(#[a-z0-9-]{1,40})?$/.exec(to);
  if (!match || !REDIRECT_ALLOWED.has(match[1]!)) return QR_PAGES.hub;
  return to;
}

/** A printed code's token: 8 characters without look-alikes (no 0/o, 1/l/i). */
export const QR_TOKEN_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const QR_TOKEN_LENGTH = 8;
export const QR_TOKEN_PATTERN = /^[a-z0-9-]{4,40}$/;

/** /whatsapp-qr of a code whose label names a room: the room-service message names it. */
export function whatsappOfCode(token: string): string {
  return `${QR_PAGES.whatsapp}/${encodeURIComponent(token)}`;
}

/** The address printed in a code. */
export function qrCodeUrl(siteUrl: string, token: string): string {
  return new URL(`/qr/${token}`, siteUrl).href;
}
