import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/form-styles';
import type { MediaStats } from '@/server/media/library';
import { MEDIA_CATEGORIES } from '@/lib/media';
import type { MediaListFilters } from '@/lib/media-schema';
import { cardClass } from '../content/form-controls';

const BASE = '/admin/midia';

/** The library's filters as a GET form (works before and without JavaScript), and the counts per category as links. */
export function MediaFilters({ filters, stats }: { filters: MediaListFilters; stats: MediaStats }) {
  const t = useTranslations('adminMedia');
  const featured = filters.featured === true ? 'sim' : filters.featured === false ? 'nao' : '';
  const filtered = filters.category !== undefined || filters.featured !== undefined || Boolean(filters.search);
  return (
    <section aria-labelledby="media-filters-title" className={cardClass}>
      <h2 id="media-filters-title" className="font-serif text-xl font-bold text-earth-dark">
        {t('filters.legend')}
      </h2>
      <form method="get" action={BASE} role="search" aria-labelledby="media-filters-title" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]">
        <div>
          <label htmlFor="media-filter-category" className="mb-1 block font-medium">
            {t('filters.category')}
          </label>
          <select id="media-filter-category" name="categoria" defaultValue={filters.category ?? ''} className={inputClass}>
            <option value="">
              {t('filters.all')} ({stats.total})
            </option>
            {MEDIA_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)} ({stats.byCategory[c]})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="media-filter-featured" className="mb-1 block font-medium">
            {t('filters.featured')}
          </label>
          <select id="media-filter-featured" name="destaque" defaultValue={featured} className={inputClass}>
            <option value="">{t('filters.featuredAny')}</option>
            <option value="sim">{t('filters.featuredOnly')}</option>
            <option value="nao">{t('filters.featuredNot')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="media-filter-search" className="mb-1 block font-medium">
            {t('filters.search')}
          </label>
          <input id="media-filter-search" name="busca" type="search" maxLength={100} defaultValue={filters.search ?? ''} aria-describedby="media-filter-search-hint" className={inputClass} />
          <p id="media-filter-search-hint" className="mt-1 text-sm">
            {t('filters.searchHint')}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2 lg:mt-7">
          <button type="submit" className={primaryButtonClass}>
            {t('filters.apply')}
          </button>
          {filtered && (
            <Link href={BASE} className={secondaryButtonClass}>
              {t('filters.clear')}
            </Link>
          )}
        </div>
      </form>
      <h3 className="mt-6 font-semibold text-earth-dark">{t('stats.title')}</h3>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label={t('stats.title')}>
        <li>
          <Link href={BASE} className="inline-flex min-h-11 items-center rounded-full border border-earth-medium/60 px-3 text-earth-dark hover:bg-earth-pale">
            {t('stats.total')}: {stats.total}
          </Link>
        </li>
        <li>
          <Link href={`${BASE}?destaque=sim`} className="inline-flex min-h-11 items-center rounded-full border border-earth-medium/60 px-3 text-earth-dark hover:bg-earth-pale">
            {t('stats.featured')}: {stats.featured}
          </Link>
        </li>
        {MEDIA_CATEGORIES.filter((c) => stats.byCategory[c] > 0).map((c) => (
          <li key={c}>
            <Link
              href={`${BASE}?categoria=${c}`}
              aria-current={filters.category === c ? 'true' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-earth-medium/60 px-3 text-earth-dark hover:bg-earth-pale aria-[current=true]:border-primary aria-[current=true]:font-semibold"
            >
              {t(`categories.${c}`)}: {stats.byCategory[c]}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
