import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { QrCodesManager } from '@/components/admin/qr/qr-codes-manager';
import { QrSubnav } from '@/components/admin/qr/qr-subnav';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { listQrCodes } from '@/server/qr';
import { todayIn } from '@/lib/dates';
import { staffPageViewer } from '../access';

export default async function AdminQrPage() {
  await staffPageViewer('/admin/qr');
  const cfg = config();
  const [t, codes] = await Promise.all([getTranslations('adminQr'), listQrCodes(await getDb(), todayIn(cfg.HOTEL_TIMEZONE))]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <QrSubnav current="codes" />
      <QrCodesManager codes={codes} siteUrl={cfg.SITE_URL} />
    </>
  );
}
