import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RecoveryForm } from '@/components/auth/recovery-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('auth'))('meta.recover') };
}

/** /recuperar-senha: the address; a single-use link (1 h) goes to it when it has an account. */
export default async function RecoverPasswordPage() {
  const t = await getTranslations('auth');
  return (
    <>
      <h1 className="mb-2 font-serif text-2xl font-bold text-earth-dark">{t('recover.heading')}</h1>
      <p className="mb-6 text-earth-dark">{t('recover.intro')}</p>
      <RecoveryForm />
      <p className="mt-4 text-center">
        <Link href="/auth" className="rounded font-medium text-primary underline underline-offset-4 hover:text-earth-rich focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {t('backToSignIn')}
        </Link>
      </p>
    </>
  );
}
