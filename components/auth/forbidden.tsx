import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { PERMISSION_MESSAGE } from '@/lib/errors';
import { StaffPendingHint } from './staff-pending-hint';

/** The 403 view (app/forbidden.tsx): the spec's permission message, the staff-verification hint, the way home. */
export async function Forbidden() {
  const t = await getTranslations('auth');
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Icon name="shield-alert" className="size-10 text-primary" />
      <h1 className="text-2xl font-bold text-earth-dark">{t('forbidden.heading')}</h1>
      <p role="alert" className="text-earth-dark">
        {PERMISSION_MESSAGE}
      </p>
      <StaffPendingHint text={t.raw('forbidden.staffPending') as string} />
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- next/link's client code would load with every page (app/forbidden.tsx) */}
      <a
        href="/"
        className="inline-flex min-h-12 items-center rounded-xl bg-primary px-5 font-semibold text-white hover:bg-earth-rich focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {t('forbidden.home')}
      </a>
    </div>
  );
}
