import type { MetadataRoute } from 'next';
import { config } from '@/server/config';

// Generated at build time: SITE_URL must be set when building.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/painel', '/api/', '/auth'] },
    sitemap: new URL('/sitemap.xml', config().SITE_URL).href,
  };
}
