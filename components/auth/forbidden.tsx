import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ShieldAlert } from 'lucide-react';

/** The 403 view of the admin for a signed-in visitor who is not staff: the spec's permission message and the way home. */
export async function Forbidden({ message, pendingStaffEmail }: { message: string; pendingStaffEmail: string | null }) {
  const t = await getTranslations('auth');
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <ShieldAlert aria-hidden className="size-10 text-primary" />
      <h1 className="text-2xl font-bold text-earth-dark">{t('forbidden.heading')}</h1>
      <p role="alert" className="text-earth-dark">
        {message}
      </p>
      {pendingStaffEmail && <p className="text-sm text-earth-dark">{t('forbidden.staffPending', { email: pendingStaffEmail })}</p>}
      <Link
        href="/"
        className="inline-flex min-h-12 items-center rounded-xl bg-primary px-5 font-semibold text-white hover:bg-earth-rich focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('forbidden.home')}
      </Link>
    </div>
  );
}
