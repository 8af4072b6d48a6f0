import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // Native and WebAssembly packages are loaded from node_modules at run time, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'nodemailer'],
  poweredByHeader: false,
  // The migrator reads these at start-up; include them in serverless bundles.
  outputFileTracingIncludes: { '/**': ['./supabase/migrations/*.sql'] },
  experimental: {
    // PGlite allows one process per data directory: prerender in a single worker.
    cpus: 1,
  },
};

export default withNextIntl(nextConfig);
