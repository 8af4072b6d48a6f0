import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import { ThemeStyle } from '@/components/site/theme-style';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site');
  return {
    title: { default: t('hotelName'), template: `%s | ${t('hotelName')}` },
    description: t('metaDescription'),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <ThemeStyle />
      </head>
      <body className="min-h-dvh antialiased">{children}</body>
    </html>
  );
}
