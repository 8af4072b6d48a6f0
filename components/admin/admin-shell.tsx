import Link from 'next/link';
import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ExternalLink } from 'lucide-react';
import { Toaster } from '@/components/ui/toaster';
import { NetworkNotices } from '@/components/ui/network-notices';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { ADMIN_NAV } from './nav';
import { NavLinks, type NavEntry } from './nav-links';
import { MobileNav } from './mobile-nav';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** Message namespaces the admin's client components read: every `admin*` namespace, the toasts and the error texts. */
function adminClientMessages(messages: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('admin') || key === 'toast' || key === 'errorBoundary'));
}

/**
 * The frame of every admin screen: a bar with the hotel's name, 'Ver site' and 'Sair'; the section
 * navigation (a side column on wide screens, a menu button on phones) with the unread notifications
 * badge; the screen; the toaster.
 */
export async function AdminShell({ email, unreadNotifications, children }: { email: string; unreadNotifications: number; children: React.ReactNode }) {
  const [t, site, auth, messages] = await Promise.all([getTranslations('admin'), getTranslations('site'), getTranslations('auth'), getMessages()]);
  const entries: NavEntry[] = ADMIN_NAV.map((entry) => ({
    href: entry.href,
    label: t(`nav.${entry.key}`),
    ready: entry.ready,
    ...(entry.key === 'notifications' && unreadNotifications > 0 ? { badge: String(unreadNotifications) } : {}),
  }));
  const navProps = { entries, soonLabel: t('nav.soon') };
  return (
    <NextIntlClientProvider messages={adminClientMessages(messages)}>
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        {t('skipToContent')}
      </a>
      <div className="min-h-dvh bg-earth-pale/40">
        <header className="relative border-b border-earth-light/60 bg-background">
          {/* One line down to a 320 px phone: below sm the logo and the label of 'Ver site' give way (the link keeps its name), and the hotel's name would rather end in '…' than wrap. */}
          <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 whitespace-nowrap sm:gap-3">
            <div className="flex min-w-0 items-center gap-2">
              <MobileNav {...navProps} openLabel={t('openMenu')} closeLabel={t('closeMenu')} navLabel={t('navLabel')} />
              <Link href="/admin" className={`flex min-w-0 items-center gap-2 rounded-md ${focusRing}`}>
                <Image src="/favicon.svg" alt="" width={32} height={32} className="hidden size-8 sm:block" />
                <span className="truncate font-serif text-lg font-bold text-earth-dark">
                  {site('hotelName')} <span className="hidden font-sans text-sm font-medium sm:inline">· {t('title')}</span>
                </span>
              </Link>
            </div>
            <div className="flex shrink-0 items-center gap-1 sm:gap-2">
              <span className="hidden text-sm text-earth-dark md:inline">{email}</span>
              <a href="/" target="_blank" rel="noopener" className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium text-earth-dark hover:bg-earth-pale ${focusRing}`}>
                <ExternalLink aria-hidden className="size-4" />
                <span className="max-sm:sr-only">{t('viewSite')}</span>
                <span className="sr-only"> {t('newTab')}</span>
              </a>
              <SignOutButton
                label={auth('signOut')}
                failedTitle={auth('toasts.signOutError.title')}
                className={`inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm font-medium text-earth-dark hover:bg-earth-pale disabled:opacity-60 ${focusRing}`}
              />
            </div>
          </div>
        </header>
        <div className="mx-auto flex max-w-7xl gap-6 px-4 py-6">
          <nav aria-label={t('navLabel')} className="hidden w-56 shrink-0 lg:block">
            <NavLinks {...navProps} />
          </nav>
          <main id="conteudo" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            {children}
          </main>
        </div>
      </div>
      <Toaster dismissLabel={messages.toast.dismiss} />
      <NetworkNotices />
    </NextIntlClientProvider>
  );
}
