import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthShell } from '@/components/auth/auth-shell';
import { SignOutButton } from '@/components/auth/sign-out-button';
import { requireStaffPage } from '@/server/auth/guards';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('meta.admin'), robots: { index: false, follow: false } };
}

/** The admin (staff only, decided on the server): anonymous → /auth?next=/admin; others → HTTP 403 (app/forbidden.tsx). */
export default async function AdminPage() {
  const viewer = await requireStaffPage('/admin');
  const t = await getTranslations('auth');
  return (
    <AuthShell wide>
      <h1 className="font-serif text-3xl font-bold text-earth-dark">{t('admin.heading')}</h1>
      <p className="mt-2 text-earth-dark">{t('admin.signedInAs', { email: viewer.email })}</p>
      <div className="mt-6">
        <SignOutButton
          label={t('signOut')}
          failedTitle={t('toasts.signOutError.title')}
          className="inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-primary bg-white px-5 font-semibold text-primary hover:bg-earth-pale focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
        />
      </div>
    </AuthShell>
  );
}
