import { getTranslations } from 'next-intl/server';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p>{t('text')}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the root not-found ships with every route: next/link's client code would load on every page */}
      <a href="/" className="rounded bg-primary px-4 py-2 font-semibold text-white">
        {t('back')}
      </a>
    </main>
  );
}
