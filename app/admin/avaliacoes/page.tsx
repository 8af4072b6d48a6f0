import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { ReviewsModeration } from '@/components/admin/content/reviews-moderation';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { listReviewsForModeration } from '@/server/reviews';
import { staffPageViewer } from '../access';

export default async function AdminReviewsPage() {
  await staffPageViewer('/admin/avaliacoes');
  const [t, reviews] = await Promise.all([getTranslations('adminContent.reviews'), listReviewsForModeration(await getDb())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ReviewsModeration reviews={reviews} timeZone={config().HOTEL_TIMEZONE} />
    </>
  );
}
