import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { QR_ALIASES } from './lib/qr-routes';
import { CACHED_PAGE_SCRIPT_SRC, contentSecurityPolicy, MEDIA_POLICY, OUTSIDE_PER_REQUEST_PAGES, RESOURCE_POLICY, SECURITY_HEADERS } from './lib/security-headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // Native and WebAssembly packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer'],
  poweredByHeader: false,
  // .next/standalone: the server with only the files it needs, for the container (Dockerfile,
  // scripts/standalone-bundle.mjs).
  output: 'standalone',
  // Self-hosted: the data and full-route caches in each process's memory, invalidated on every
  // instance through PostgreSQL LISTEN/NOTIFY (scripts/cache-handler.mjs). Vercel shares its own.
  cacheHandler: process.env.VERCEL ? undefined : fileURLToPath(new URL('./scripts/cache-handler.mjs', import.meta.url)),
  // `npm test` type-checks before it builds the site for the end-to-end tests (scripts/e2e-server.mjs):
  // that build skips checking again. Every other build checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPES_CHECKED === '1' },
  // Tests reach `next dev` at 127.0.0.1; without this its dev connection is refused and pages never hydrate.
  allowedDevOrigins: ['127.0.0.1'],
  images: {
    // The spec's responsive widths and quality.
    deviceSizes: [320, 640, 960, 1280, 1600],
    imageSizes: [64, 128, 256],
    qualities: [80],
    formats: ['image/webp'],
    minimumCacheTTL: 31_536_000,
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/hero/**' }, { pathname: '/carrossel/**' }],
  },
  // The migrator reads these at start-up; include them in serverless bundles.
  outputFileTracingIncludes: { '/**': ['./supabase/migrations/*.sql'] },
  async headers() {
    const policy = contentSecurityPolicy(CACHED_PAGE_SCRIPT_SRC, {
      siteUrl: process.env.SITE_URL ?? '',
      development: process.env.NODE_ENV === 'development',
    });
    return [
      { source: '/:path*', headers: [...SECURITY_HEADERS] },
      // The pages rendered per request get a policy with a nonce from proxy.ts instead.
      { source: OUTSIDE_PER_REQUEST_PAGES, headers: [{ key: 'Content-Security-Policy', value: policy }] },
      // A later rule wins over an earlier one, and over the route handler's own header.
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: RESOURCE_POLICY }] },
      { source: '/media/:path*', headers: [{ key: 'Content-Security-Policy', value: MEDIA_POLICY }] },
      // The icon sprite's URL carries a version (lib/icons.ts): another set of icons is another URL.
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
  async redirects() {
    // The spec's old panel address, and the QR pages' aliases (public-site.md §2 routes).
    return [
      { source: '/Panel', destination: '/painel', permanent: true },
      ...QR_ALIASES.map(([source, destination]) => ({ source, destination, permanent: true })),
    ];
  },
  experimental: {
    // PGlite allows one process per data directory: prerender in a single worker.
    cpus: 1,
    // forbidden(): /admin answers a signed-in non-staff visitor with HTTP 403 (app/forbidden.tsx).
    authInterrupts: true,
    // Redirects match the path's case: /Centro-Eventos → /centro-eventos would otherwise match itself.
    caseSensitiveRoutes: true,
    // The stylesheet as a <style> in the HTML instead of a <link>: on weak mobile data the request
    // for the render-blocking CSS cost a round trip before the first paint (issue 19: FCP 1.9 → 0.9 s
    // with Lighthouse's applied throttling). Brotli makes the copy in the RSC payload nearly free on
    // the wire (tests/bench/README.md).
    inlineCss: true,
  },
};

export default withNextIntl(nextConfig);
