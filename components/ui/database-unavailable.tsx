import { getTranslations } from 'next-intl/server';
import { DatabaseZap, RefreshCw } from 'lucide-react';

/**
 * What /admin and /painel show while the database cannot be reached: the session could not be
 * checked, so nothing of the area is shown (fail closed), but the staff member or guest is told why
 * instead of being sent to the sign-in as if signed out. 'Tentar novamente' reloads the same address.
 */
export async function DatabaseUnavailable({ area }: { area: 'admin' | 'painel' }) {
  const t = await getTranslations('unavailable');
  return (
    <main id="conteudo" className="mx-auto flex min-h-dvh max-w-xl flex-col items-start justify-center gap-4 p-6">
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-6">
        <DatabaseZap aria-hidden className="size-8 text-red-700" />
        <h1 className="text-xl font-bold text-earth-dark">{t('title')}</h1>
        <p className="text-earth-dark">{t(area)}</p>
        <a
          href={`/${area}`}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-primary px-4 font-semibold text-white hover:bg-earth-rich focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <RefreshCw aria-hidden className="size-4" />
          {t('retry')}
        </a>
      </div>
    </main>
  );
}
