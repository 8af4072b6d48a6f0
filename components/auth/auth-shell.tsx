import Link from 'next/link';
import Image from 'next/image';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ArrowLeft } from 'lucide-react';
import { Toaster } from '@/components/ui/toaster';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The frame of the account pages (/auth, /recuperar-senha, /definir-senha, /painel, /admin): a bar
 * with the hotel's name and the way back to the site, the page in a card, the toaster. Only the
 * "auth" messages reach the client.
 */
export async function AuthShell({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  const [t, site, messages] = await Promise.all([getTranslations('auth'), getTranslations('site'), getMessages()]);
  return (
    <NextIntlClientProvider messages={{ auth: messages.auth }}>
      <div className="flex min-h-dvh flex-col bg-earth-pale/40">
        <header className="border-b border-earth-light/60 bg-background">
          <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
            <Link href="/" className={`flex items-center gap-2 rounded-md ${focusRing}`}>
              <Image src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
              <span className="font-serif text-lg font-bold text-earth-dark">{site('hotelName')}</span>
            </Link>
            <Link href="/" className={`inline-flex items-center gap-1 rounded-md px-2 py-2 font-medium text-earth-dark hover:bg-earth-pale ${focusRing}`}>
              <ArrowLeft aria-hidden className="size-4" />
              {t('backHome')}
            </Link>
          </div>
        </header>
        <main id="conteudo" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
          <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-earth-light/70 bg-background p-6 shadow-sm sm:p-8`}>{children}</div>
        </main>
      </div>
      <Toaster />
    </NextIntlClientProvider>
  );
}
