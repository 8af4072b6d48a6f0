import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { AccountFrame } from './account-frame';
import { Toaster } from '@/components/ui/toaster';
import { NetworkNotices } from '@/components/ui/network-notices';

/**
 * The frame of the account pages (/auth, /recuperar-senha, /definir-senha, /painel) with their
 * toaster and network notices. Only the "auth" messages reach the client.
 */
export async function AuthShell({ children, wide = false }: { children: React.ReactNode; wide?: boolean }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={{ auth: messages.auth }}>
      <AccountFrame wide={wide}>{children}</AccountFrame>
      <Toaster dismissLabel={messages.toast.dismiss} />
      <NetworkNotices />
    </NextIntlClientProvider>
  );
}
