import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { staffPageViewer } from './access';

/** The admin's first screen. */
export default async function AdminDashboardPage() {
  const viewer = await staffPageViewer('/admin');
  const t = await getTranslations('admin');
  return <PageHeader title={t('dashboardTitle')} description={t('signedInAs', { email: viewer.email })} />;
}
