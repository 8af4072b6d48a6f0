import type { Metadata, ResolvingMetadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ServiceWorker } from '@/components/site/service-worker';
import { Toaster } from '@/components/ui/toaster';
import { NetworkNotices } from '@/components/ui/network-notices';
import { getSection } from '@/server/site-content';

// metadataBase, manifest, icons and the theme colour come from the root layout.
export async function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  const [site, seo, hero, resolved] = await Promise.all([getTranslations('site'), getTranslations('seo'), getSection('hero'), parent]);
  return {
    // The template is repeated so that pages of this group keep the '%s | Hotel Água Boa' titles.
    title: { absolute: seo('title'), template: `%s | ${site('hotelName')}` },
    description: hero.description?.trim() || site('metaDescription'),
    // './' resolves against each page's own path: '/' here, '/cardapio' on /cardapio (never all to '/').
    alternates: { canonical: './' },
    openGraph: {
      type: 'website',
      locale: 'pt_BR',
      siteName: site('hotelName'),
      url: './',
      // Setting openGraph here replaces the parent's, so keep the image of app/opengraph-image.tsx.
      images: resolved.openGraph?.images,
    },
    twitter: { card: 'summary_large_image' },
    robots: { index: true, follow: true },
  };
}

// Every public page is regenerated in the background at most once a minute (its data comes from the
// tagged data cache), so a page prerendered against another database state is replaced quickly after a restart.
export const revalidate = 60;

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('toast');
  return (
    <>
      {children}
      <ServiceWorker />
      {/* The page's toasts (the contact form's, the network notices); a dialog that opens brings its own toaster. */}
      <Toaster dismissLabel={t('dismiss')} />
      <NetworkNotices />
    </>
  );
}
