import type { MetadataRoute } from 'next';
import { config } from '@/server/config';

/** Public pages for search engines (add each public information page here when it is built). */
const PUBLIC_PATHS = ['/', '/politica-privacidade', '/termos-uso'] as const;

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
