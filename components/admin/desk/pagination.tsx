import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

const pageLink =
  'inline-flex min-h-11 items-center rounded-lg border border-earth-medium/60 bg-white px-3 font-medium text-earth-dark hover:bg-earth-pale focus-visible:outline-2 focus-visible:outline-primary';

/** Previous / next links of a paged list; `href(page)` builds each page's address. */
export async function Pagination({ page, pageCount, href }: { page: number; pageCount: number; href: (page: number) => string }) {
  if (pageCount <= 1 && page <= 1) return null;
  const t = await getTranslations('adminDesk.list');
  return (
    <nav aria-label={t('pagination')} className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link href={href(page - 1)} className={pageLink} rel="prev">
          {t('previous')}
        </Link>
      )}
      <span className="text-sm text-earth-dark" aria-current="page">
        {t('pageOf', { page, pageCount })}
      </span>
      {page < pageCount && (
        <Link href={href(page + 1)} className={pageLink} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
