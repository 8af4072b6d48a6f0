import Link from 'next/link';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The bar of the pages outside the home page (accounts, legal texts): the hotel's name and the way back to the site. */
export async function SimpleHeader() {
  const [t, site] = await Promise.all([getTranslations('auth'), getTranslations('site')]);
  return (
    <header className="border-b border-earth-light/60 bg-background">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
        <Link href="/" className={`flex items-center gap-2 rounded-md ${focusRing}`}>
          <Image src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
          <span className="font-serif text-lg font-bold text-earth-dark">{site('hotelName')}</span>
        </Link>
        <Link href="/" className={`inline-flex items-center gap-1 rounded-md px-2 py-2 font-medium text-earth-dark hover:bg-earth-pale ${focusRing}`}>
          <Icon name="arrow-left" className="size-4" />
          {t('backHome')}
        </Link>
      </div>
    </header>
  );
}
