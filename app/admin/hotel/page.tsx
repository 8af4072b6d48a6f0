import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { HotelInfoForm } from '@/components/admin/content/hotel-info-form';
import { getDb } from '@/server/db';
import { readHotelInfo } from '@/server/hotel-info';
import { staffPageViewer } from '../access';

export default async function AdminHotelInfoPage() {
  await staffPageViewer('/admin/hotel');
  const [t, info] = await Promise.all([getTranslations('adminContent.hotel'), readHotelInfo(await getDb())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <HotelInfoForm initial={info} />
    </>
  );
}
