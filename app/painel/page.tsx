import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { requireUserPage } from '@/server/auth/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('meta.panel'), robots: { index: false, follow: false } };
}

const buttonClass =
  'inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-primary bg-white px-5 font-semibold text-primary hover:bg-earth-pale focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60';

/** The customer panel (signed-in users). For now: who is signed in, the password and 'Sair'; the panel's content comes later. */
export default async function PanelPage() {
  const viewer = await requireUserPage('/painel');
  const t = await getTranslations('auth');
  return (
    <AuthShell wide>
      <h1 className="font-serif text-3xl font-bold text-earth-dark">{t('panel.heading')}</h1>
      {viewer.fullName && <p className="mt-3 text-lg font-semibold text-earth-dark">{viewer.fullName}</p>}
      <p className="mt-1 text-earth-dark">{t('panel.signedInAs', { email: viewer.email })}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href="/definir-senha" className={buttonClass}>
          {t('panel.changePassword')}
        </Link>
        <SignOutButton label={t('signOut')} failedTitle={t('toasts.signOutError.title')} className={buttonClass} />
      </div>
    </AuthShell>
  );
}
