import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { SectionForm } from '@/components/admin/content/section-form';
import { QrSubnav } from '@/components/admin/qr/qr-subnav';
import { getDb } from '@/server/db';
import { readAllSiteContent } from '@/server/site-content';
import { sectionDefaults } from '@/server/site-content/defaults';
import { QR_PAGE_SECTIONS } from '@/lib/site-content-schema';
import { staffPageViewer } from '../../access';

/** The QR pages' texts: the site-content editor's sections qr-* (saved by saveContentSection). */
export default async function AdminQrTextsPage() {
  await staffPageViewer('/admin/qr/textos');
  const [t, content, defaults] = await Promise.all([getTranslations('adminQr.texts'), readAllSiteContent(await getDb()), sectionDefaults()]);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <QrSubnav current="texts" />
      <div className="grid gap-4 lg:grid-cols-2">
        {QR_PAGE_SECTIONS.map((section) => (
          <SectionForm key={section} section={section} initial={content[section] ?? {}} placeholders={defaults[section] ?? {}} />
        ))}
      </div>
    </>
  );
}
