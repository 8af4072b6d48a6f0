import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { MediaFilters } from '@/components/admin/media/media-filters';
import { MediaLibrary, type LibraryItem } from '@/components/admin/media/media-library';
import { MediaUpload } from '@/components/admin/media/media-upload';
import { RegisterLocalButton } from '@/components/admin/media/register-local-button';
import { SectionBackgrounds } from '@/components/admin/media/section-backgrounds';
import { activeSectionBackgrounds } from '@/server/media/backgrounds';
import { getDb } from '@/server/db';
import { listMedia, mediaStats, type MediaRow } from '@/server/media/library';
import { GALLERY_FILTERS, filterTag, pickedMedia } from '@/lib/media';
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
    thumbnail: pickedMedia(media).thumbUrl,
    width: media.width,
    height: media.height,
  };
}

export default async function AdminMediaPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await staffPageViewer('/admin/midia');
  const filters = filtersOf(await searchParams);
  const db = await getDb();
  const [t, media, stats, backgrounds] = await Promise.all([getTranslations('adminMedia'), listMedia(db, filters), mediaStats(db), activeSectionBackgrounds(db)]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={<RegisterLocalButton />} />
      <div className="flex flex-col gap-6">
        <MediaUpload />
        <MediaFilters filters={filters} stats={stats} />
        <MediaLibrary items={media.map(toItem)} />
        <SectionBackgrounds current={Object.fromEntries([...backgrounds].map(([section, row]) => [section, pickedMedia(row)]))} />
      </div>
    </>
  );
}
