import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthTabs } from '@/components/auth/auth-tabs';
import { afterSignInPath, safeNextPath } from '@/lib/auth-schemas';
import { getViewer } from '@/server/auth/current-user';
import { hasSessionCookie } from '@/server/auth/cookie-names';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('meta.signIn') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /auth: sign-in and sign-up. `next` = where to go afterwards; `modo=cadastro` opens the sign-up tab. */
export default async function AuthPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const next = safeNextPath(first(params.next));
  const viewer = await getViewer();
  if (viewer) redirect(afterSignInPath(next, viewer.isStaff));

  const t = await getTranslations('auth');
  const verified = first(params.verificado);
  const confirmation = first(params.confirmacao);
  let notice: { title: string; message?: string; variant?: 'default' | 'destructive' } | null = null;
  // Supabase's confirmation link whose code could not be exchanged here (/auth/confirmar).
  if (confirmation === 'entrar') notice = { title: t('confirmation.signIn') };
  else if (confirmation === 'expirado') notice = { title: t('confirmation.expired'), variant: 'destructive' };
  else if (verified === '1') notice = { title: t('verified.ok') };
  else if (verified === 'ja') notice = { title: t('verified.already') };
  else if (verified === '0') notice = { title: t('verified.failed'), variant: 'destructive' };
  else if (hasSessionCookie((await cookies()).getAll().map((c) => c.name))) notice = { title: t('toasts.sessionExpired.title'), variant: 'destructive' };

  return (
    <>
      <h1 className="mb-6 text-center font-serif text-2xl font-bold text-earth-dark">{t('tabs.label')}</h1>
      <AuthTabs next={next} initialTab={first(params.modo) === 'cadastro' ? 1 : 0} notice={notice} />
    </>
  );
}
