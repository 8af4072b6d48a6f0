import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The bar of the pages outside the home page (accounts, legal texts): the hotel's name and the way back
 * to the site. Plain <a> and <img>: app/forbidden.tsx uses this bar, and the client code of next/link
 * and next/image would load with every page of the site (the QR pages' budget).
 */
export async function SimpleHeader() {
  const [t, site] = await Promise.all([getTranslations('auth'), getTranslations('site')]);
  return (
    <header className="border-b border-earth-light/60 bg-background">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={`flex items-center gap-2 rounded-md ${focusRing}`}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an SVG, which next/image would not optimise anyway */}
          <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="font-serif text-lg font-bold text-earth-dark">{site('hotelName')}</span>
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={`inline-flex items-center gap-1 rounded-md px-2 py-2 font-medium text-earth-dark hover:bg-earth-pale ${focusRing}`}>
          <Icon name="arrow-left" className="size-4" />
          {t('backHome')}
        </a>
      </div>
    </header>
  );
}
