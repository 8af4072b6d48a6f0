import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm, ResetPasswordForm } from '@/components/auth/set-password-form';
import { TOKEN_MAX } from '@/lib/auth-schemas';
import { getViewer } from '@/server/auth/current-user';

// The token is in the address: never send it on as a Referer.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('meta.setPassword'), referrer: 'no-referrer' };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** /definir-senha?token=… sets a new password from the e-mailed link; signed in without a token, changes it. */
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const raw = params.token;
  const token = typeof raw === 'string' && raw.length > 0 && raw.length <= TOKEN_MAX ? raw : null;
  const t = await getTranslations('auth');
  const viewer = token ? null : await getViewer();

  return (
    <>
      <h1 className="mb-2 font-serif text-2xl font-bold text-earth-dark">{t('setPassword.heading')}</h1>
      {token ? (
        <>
          <p className="mb-6 text-earth-dark">{t('setPassword.introToken')}</p>
          <ResetPasswordForm token={token} />
        </>
      ) : viewer ? (
        <>
          <p className="mb-6 text-earth-dark">{t('setPassword.introChange')}</p>
          <ChangePasswordForm />
        </>
      ) : (
        <>
          <p className="mb-6 text-earth-dark">{t('setPassword.missingToken')}</p>
          <Link
            href="/recuperar-senha"
            className="inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-primary px-5 font-semibold text-white hover:bg-earth-rich focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t('setPassword.requestNew')}
          </Link>
        </>
      )}
    </>
  );
}
