import type { Metadata, ResolvingMetadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceWorker } from '@/components/site/service-worker';

// The pages a guest opens by scanning a code in the hotel: server-rendered for a phone on weak data.
// metadataBase, manifest, icons and the theme colour come from the root layout.
export async function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  const [site, resolved] = await Promise.all([getTranslations('site'), parent]);
  return {
    title: { absolute: site('hotelName'), template: `%s | ${site('hotelName')}` },
    alternates: { canonical: './' },
    openGraph: { type: 'website', locale: 'pt_BR', siteName: site('hotelName'), url: './', images: resolved.openGraph?.images },
    twitter: { card: 'summary_large_image' },
    robots: { index: true, follow: true },
  };
}

// As the public site's pages: regenerated in the background at most once a minute.
export const revalidate = 60;

export default function QrLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <ServiceWorker />
    </>
  );
}
