import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { VideosManager } from '@/components/admin/content/videos-manager';
import { getDb } from '@/server/db';
import { listVideos } from '@/server/videos';
import { staffPageViewer } from '../access';

export default async function AdminVideosPage() {
  await staffPageViewer('/admin/videos');
  const [t, videos] = await Promise.all([getTranslations('adminContent.videos'), listVideos(await getDb())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <VideosManager videos={videos} />
    </>
  );
}
