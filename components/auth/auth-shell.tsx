import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { SimpleHeader } from '@/components/site/simple-header';
import { Toaster } from '@/components/ui/toaster';

/**
 * The frame of the account pages (/auth, /recuperar-senha, /definir-senha, /painel, /admin): a bar
 * with the hotel's name and the way back to the site, the page in a card, the toaster. Only the
 * "auth" messages reach the client.
 */
export async function AuthShell({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ auth: messages.auth }}>
      <div className="flex min-h-dvh flex-col bg-earth-pale/40">
        <SimpleHeader />
        <main id="conteudo" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
          <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-earth-light/70 bg-background p-6 shadow-sm sm:p-8`}>{children}</div>
        </main>
      </div>
      <Toaster />
    </NextIntlClientProvider>
  );
}
