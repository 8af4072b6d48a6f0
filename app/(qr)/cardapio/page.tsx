import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrShell } from '@/components/qr/qr-shell';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { MenuSearch } from '@/components/qr/menu-search';
import { byCategory, getPublicMenu } from '@/server/qr';
import { formatReais } from '@/lib/qr';
import { searchText } from '@/lib/search-text';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-cardapio', await qrDescription('cardapio'));
}

/** /cardapio: the menu by category, server-rendered; the search is the page's only client code. */
export default async function MenuPage() {
  const [t, content, items] = await Promise.all([getTranslations('qr'), qrContent('qr-cardapio'), getPublicMenu()]);
  const categories = byCategory(items);
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      {categories.length === 0 ? (
        <p className="text-lg text-earth-dark">{t('menu.empty')}</p>
      ) : (
        <>
          <MenuSearch label={t('menu.search')} hint={t('menu.searchHint')} noResults={t('menu.noResults')} />
          <nav aria-label={t('menu.categories')} className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {categories.map((c, i) => (
                <li key={c.name}>
                  <a href={`#categoria-${i}`} className="inline-flex min-h-12 items-center rounded-full border border-earth-medium/60 bg-white px-4 font-medium text-earth-dark">
                    {c.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {categories.map((c, i) => (
            <section key={c.name} aria-labelledby={`categoria-${i}`} data-menu-category className="mt-6">
              <h2 id={`categoria-${i}`} className="font-serif text-2xl font-bold text-earth-dark">
                {c.name}
              </h2>
              <ul className="mt-3 flex flex-col gap-3">
                {c.items.map((item) => (
                  <li
                    key={item.id}
                    data-menu-item={searchText(`${item.name} ${item.description} ${c.name}`)}
                    className={`flex gap-3 rounded-2xl border border-earth-light/70 bg-white p-4 text-earth-dark ${item.isAvailable ? '' : 'opacity-80'}`}
                  >
                    {item.photo && (
                      // eslint-disable-next-line @next/next/no-img-element -- a small thumbnail from the media route, lazy
                      <img src={item.photo.url} alt={item.photo.alt} width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-xl object-cover" />
                    )}
                    <div className="min-w-0 flex-1">
                      <div className="flex items-baseline justify-between gap-3">
                        <h3 className="text-lg font-bold">{item.name}</h3>
                        {item.price !== null && <span className="shrink-0 font-semibold">{formatReais(item.price)}</span>}
                      </div>
                      {item.description && <p className="mt-1">{item.description}</p>}
                      {(item.dietary.length > 0 || !item.isAvailable) && (
                        <p className="mt-2 flex flex-wrap gap-2 text-sm font-semibold">
                          {!item.isAvailable && <span className="rounded-full bg-earth-dark px-2 py-0.5 text-white">{t('menu.unavailable')}</span>}
                          {item.dietary.map((d) => (
                            <span key={d} className="rounded-full border border-earth-dark px-2 py-0.5">
                              {t(`menu.dietary.${d}`)}
                            </span>
                          ))}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </QrShell>
  );
}
