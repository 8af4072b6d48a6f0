import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { ServicesManager } from '@/components/admin/services/services-manager';
import { LeisurePhotos } from '@/components/admin/services/leisure-photos';
import { getDb } from '@/server/db';
import { listAdminServices } from '@/server/services/admin';
import { listAdminLeisure } from '@/server/leisure';
import { staffPageViewer } from '../access';

export default async function AdminServicesPage() {
  await staffPageViewer('/admin/servicos');
  const db = await getDb();
  const [t, services, leisure] = await Promise.all([getTranslations('adminServices'), listAdminServices(db), listAdminLeisure(db)]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <ServicesManager services={services} />
      <LeisurePhotos activities={leisure} />
    </>
  );
}
