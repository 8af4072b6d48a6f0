import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { HEADER_LINKS } from '@/components/site/section-links';
import { ReserveButton } from '@/components/site/site-actions';
import { MobileMenu } from '@/components/site/header-menu';
import { AuthButtons } from '@/components/site/auth-buttons';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** The fixed header: logo (back to top), section anchors, account links, 'Reserve Agora' and the mobile menu. */
export async function Header() {
  const t = await getTranslations('header');
  const hotelName = (await getTranslations('site'))('hotelName');
  const links = HEADER_LINKS.map((link) => ({ href: link.href, label: t(`nav.${link.key}`) }));

  // The home page is static: the account links ask for the session after hydration.
  const authLabels = { login: t('login'), dashboard: t('dashboard'), admin: t('admin'), signOut: t('signOut'), signOutFailed: (await getTranslations('auth'))('toasts.signOutError.title') };
  const accountLinks = (layout: 'row' | 'column') => <AuthButtons layout={layout} labels={authLabels} />;

  const reserveClass = `cursor-pointer rounded-md bg-primary px-4 py-2 font-semibold text-white shadow-sm hover:bg-earth-rich ${focusRing}`;

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-earth-light/60 bg-background/95 shadow-sm backdrop-blur">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <a href="#top" aria-label={t('logoLabel', { name: hotelName })} className={`flex shrink-0 items-center gap-2 rounded-md ${focusRing}`}>
          <Image src="/favicon.svg" alt="" width={36} height={36} loading="eager" className="size-9" />
          <span className="font-serif text-lg font-bold text-earth-dark sm:text-xl">{hotelName}</span>
        </a>

        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={`rounded-md px-3 py-2 font-medium text-earth-dark hover:bg-earth-pale hover:text-primary ${focusRing}`}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 lg:flex">
          {accountLinks('row')}
          <ReserveButton className={reserveClass}>{t('reserve')}</ReserveButton>
        </div>

        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          <nav aria-label={t('mobileNav')}>
            <ul className="flex flex-col gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={`block rounded-md px-3 py-3 text-lg font-medium text-earth-dark hover:bg-earth-pale ${focusRing}`}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="mt-3 flex flex-col gap-2 border-t border-earth-light pt-3">
            {accountLinks('column')}
            <ReserveButton className={`${reserveClass} w-full py-3 text-lg`}>{t('reserve')}</ReserveButton>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
