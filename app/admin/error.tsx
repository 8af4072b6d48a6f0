'use client';

import { useTranslations } from 'next-intl';
import { RefreshCw, TriangleAlert } from 'lucide-react';

/** An admin screen that failed to render: the spec's section-crash texts, retry and reload. */
export default function AdminError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errorBoundary');
  const button =
    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-4 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-white p-6">
      <TriangleAlert aria-hidden className="size-8 text-red-700" />
      <h1 className="text-xl font-bold text-earth-dark">{t('title')}</h1>
      <p className="text-earth-dark">{t('text')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={reset} className={`${button} bg-primary text-white hover:bg-earth-rich`}>
          <RefreshCw aria-hidden className="size-4" />
          {t('retry')}
        </button>
        <button type="button" onClick={() => window.location.reload()} className={`${button} border-2 border-primary text-primary hover:bg-earth-pale`}>
          {t('reload')}
        </button>
      </div>
    </div>
  );
}
