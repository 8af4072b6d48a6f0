import { getTranslations } from 'next-intl/server';
import { QrSubnav } from '@/components/admin/qr/qr-subnav';
import { PageHeader } from '@/components/admin/page-header';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { getQrCode, listActiveQrCodes } from '@/server/qr';
import { qrSvg } from '@/server/qr/image';
import { isUuid } from '@/lib/zod';
import { qrCodeUrl } from '@/lib/qr-routes';
import { staffPageViewer } from '../../access';

/**
 * Printable cards: A6 (105 × 148 mm), the hotel's name, the place and the instruction; every
 * active code on A4 sheets of four, or one code (?id=) on an A6 page. The print stylesheet hides
 * the admin's frame.
 */
export default async function AdminQrPrintPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  await staffPageViewer('/admin/qr/imprimir');
  const { id } = await searchParams;
  const db = await getDb();
  const one = typeof id === 'string' && isUuid(id) ? await getQrCode(db, id) : null;
  const codes = one ? [one] : await listActiveQrCodes(db);
  const [t, site] = await Promise.all([getTranslations('adminQr'), getTranslations('site')]);
  const svgs = await Promise.all(codes.map((c) => qrSvg(qrCodeUrl(config().SITE_URL, c.token))));
  return (
    <>
      <style>{`@media print {
  @page { size: ${one ? 'A6' : 'A4'}; margin: 0; }
  body * { visibility: hidden; }
  #qr-cards, #qr-cards * { visibility: visible; }
  #qr-cards { position: absolute; inset: 0; }
  .qr-sheet { display: grid; grid-template-columns: repeat(2, 105mm); grid-auto-rows: 148mm; gap: 0; }
  .qr-card { break-inside: avoid; border: 0.2mm dashed #999; }
}`}</style>
      <div className="print:hidden">
        <PageHeader title={t('sub.print')} description={t('card.printHint')} />
        <QrSubnav current="print" />
      </div>
      {codes.length === 0 ? (
        <p className="text-earth-dark">{t('card.empty')}</p>
      ) : (
        <div id="qr-cards" className={one ? '' : 'qr-sheet grid gap-4 sm:grid-cols-2'}>
          {codes.map((c, i) => (
            <article key={c.id} className="qr-card flex h-[148mm] w-[105mm] flex-col items-center justify-center gap-3 bg-white p-[8mm] text-center text-black">
              <p className="font-serif text-xl font-bold">{site('hotelName')}</p>
              <div className="w-[70mm]" role="img" aria-label={`${t('token')}: /qr/${c.token}`} dangerouslySetInnerHTML={{ __html: svgs[i]! }} />
              <p className="text-lg font-bold">{c.label}</p>
              <p className="text-sm">{t('card.instruction')}</p>
            </article>
          ))}
        </div>
      )}
    </>
  );
}
