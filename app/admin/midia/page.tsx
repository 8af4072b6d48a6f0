import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { MediaFilters } from '@/components/admin/media/media-filters';
import { MediaLibrary, type LibraryItem } from '@/components/admin/media/media-library';
import { MediaUpload } from '@/components/admin/media/media-upload';
import { RegisterLocalButton } from '@/components/admin/media/register-local-button';
import { getDb } from '@/server/db';
import { listMedia, mediaStats, type MediaRow } from '@/server/media/library';
import { GALLERY_FILTERS, filterTag } from '@/lib/media';
import { mediaListSchema, type MediaListFilters } from '@/lib/media-schema';
import { staffPageViewer } from '../access';

type SearchParams = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) || undefined;

/** The GET form's parameters (categoria, destaque, busca); anything unknown is ignored. */
function filtersOf(params: SearchParams): MediaListFilters {
  const featured = one(params.destaque);
  const parsed = mediaListSchema.safeParse({
    category: one(params.categoria),
    featured: featured === 'sim' ? true : featured === 'nao' ? false : undefined,
    search: one(params.busca)?.slice(0, 100),
  });
  return parsed.success ? parsed.data : {};
}

/** The card's small image: the narrowest variant of at least 480 px, or the file itself. */
function thumbnailOf(media: MediaRow): string {
  const variant = [...media.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= 480);
  return variant?.url ?? media.fileUrl;
}

function toItem(media: MediaRow): LibraryItem {
  const filters = GALLERY_FILTERS.filter((f) => media.tags.includes(filterTag(f)));
  return {
    id: media.id,
    name: media.name,
    description: media.description ?? '',
    altText: media.altText ?? '',
    category: media.category,
    filters,
    tags: media.tags,
    isFeatured: media.isFeatured,
    sortOrder: media.sortOrder,
    thumbnail: thumbnailOf(media),
    width: media.width,
    height: media.height,
  };
}

export default async function AdminMediaPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await staffPageViewer('/admin/midia');
  const filters = filtersOf(await searchParams);
  const db = await getDb();
  const [t, media, stats] = await Promise.all([getTranslations('adminMedia'), listMedia(db, filters), mediaStats(db)]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={<RegisterLocalButton />} />
      <div className="flex flex-col gap-6">
        <MediaUpload />
        <MediaFilters filters={filters} stats={stats} />
        <MediaLibrary items={media.map(toItem)} />
      </div>
    </>
  );
}
