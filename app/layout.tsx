import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThemeStyle } from '@/components/site/theme-style';
import { config } from '@/server/config';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site');
  return {
    title: { default: t('hotelName'), template: `%s | ${t('hotelName')}` },
    description: t('metaDescription'),
    metadataBase: new URL(config().SITE_URL),
    manifest: '/manifest.json',
    icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }], apple: '/icons/icon-192.png' },
  };
}

// The favicon's brown, also the theme_color of public/manifest.json.
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#7a4a1f' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <ThemeStyle />
      </head>
      <body className="min-h-dvh antialiased">
        {children}
      </body>
    </html>
  );
}
