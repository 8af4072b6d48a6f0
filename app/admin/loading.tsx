import { getTranslations } from 'next-intl/server';

/** Shown while an admin screen loads its data. */
export default async function AdminLoading() {
  const t = await getTranslations('admin');
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      <div aria-hidden className="h-9 w-64 animate-pulse rounded-lg bg-earth-light/60" />
      <div aria-hidden className="h-40 animate-pulse rounded-xl bg-earth-light/40" />
      <div aria-hidden className="h-40 animate-pulse rounded-xl bg-earth-light/40" />
    </div>
  );
}
