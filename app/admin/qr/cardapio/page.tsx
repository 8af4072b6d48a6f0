import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { MenuManager } from '@/components/admin/qr/menu-manager';
import { QrSubnav } from '@/components/admin/qr/qr-subnav';
import { getDb } from '@/server/db';
import { byCategory, listMenuItems } from '@/server/qr';
import { DIETARY_MARKS, type DietaryMark } from '@/lib/qr';
import { staffPageViewer } from '../../access';

export default async function AdminMenuPage() {
  await staffPageViewer('/admin/qr/cardapio');
  const [t, tq, items] = await Promise.all([getTranslations('adminQr.menu'), getTranslations('qr.menu'), listMenuItems(await getDb())]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <QrSubnav current="menu" />
      <MenuManager categories={byCategory(items)} dietaryLabels={Object.fromEntries(DIETARY_MARKS.map((d) => [d, tq(`dietary.${d}`)])) as Record<DietaryMark, string>} />
    </>
  );
}
