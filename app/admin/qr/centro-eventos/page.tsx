import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { EventsCentreManager } from '@/components/admin/qr/events-centre-manager';
import { QrSubnav } from '@/components/admin/qr/qr-subnav';
import { getDb } from '@/server/db';
import { listEventPhotos, listEventSpaces } from '@/server/qr';
import { staffPageViewer } from '../../access';

export default async function AdminEventsCentrePage() {
  await staffPageViewer('/admin/qr/centro-eventos');
  const db = await getDb();
  const [t, spaces, photos] = await Promise.all([getTranslations('adminQr.events'), listEventSpaces(db), listEventPhotos(db)]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <QrSubnav current="events" />
      <EventsCentreManager spaces={spaces} photos={photos} />
    </>
  );
}
