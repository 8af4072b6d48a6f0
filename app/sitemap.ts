import type { MetadataRoute } from 'next';
import { config } from '@/server/config';
import { QR_CONTENT_DESTINATIONS, QR_PAGES } from '@/lib/qr-routes';

/** Public pages for search engines: the QR pages too, but not the token routes (noindex). */
const PUBLIC_PATHS = ['/', '/politica-privacidade', '/termos-uso', QR_PAGES.hub, ...QR_CONTENT_DESTINATIONS.map((d) => QR_PAGES[d])];

// Generated at build time: SITE_URL must be set when building.
export default function sitemap(): MetadataRoute.Sitemap {
  const lastModified = new Date();
  return PUBLIC_PATHS.map((path) => ({
    url: new URL(path, config().SITE_URL).href,
    lastModified,
    changeFrequency: path === '/' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.5,
  }));
}
