/** The admin's sections, in navigation order. `ready: false` marks the places kept for screens still to come. */
export const ADMIN_NAV = [
  { key: 'dashboard', href: '/admin', ready: true },
  { key: 'reservations', href: '/admin/reservas', ready: true },
  { key: 'notifications', href: '/admin/notificacoes', ready: true },
  { key: 'content', href: '/admin/conteudo', ready: true },
  { key: 'hotelInfo', href: '/admin/hotel', ready: true },
  { key: 'videos', href: '/admin/videos', ready: true },
  { key: 'reviews', href: '/admin/avaliacoes', ready: true },
  { key: 'emails', href: '/admin/emails', ready: true },
  { key: 'media', href: '/admin/midia', ready: true },
  { key: 'qr', href: '/admin/qr', ready: true },
  { key: 'carousel', href: '/admin/carrossel', ready: true },
  { key: 'rooms', href: '/admin/apartamentos', ready: true },
  { key: 'calendars', href: '/admin/apartamentos/calendarios', ready: true },
  { key: 'services', href: '/admin/servicos', ready: true },
  { key: 'diagnostics', href: '/diagnostico-supabase', ready: true },
] as const;

export type AdminNavKey = (typeof ADMIN_NAV)[number]['key'];

const within = (href: string, pathname: string) => (href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`));

/**
 * Whether `href` is the current section of `pathname` (the dashboard only on /admin itself): the
 * most specific section holding the page (/admin/apartamentos/calendarios is Calendários, not Apartamentos).
 */
export function isCurrentSection(href: string, pathname: string): boolean {
  return within(href, pathname) && !ADMIN_NAV.some((entry) => entry.href.length > href.length && within(entry.href, pathname));
}
