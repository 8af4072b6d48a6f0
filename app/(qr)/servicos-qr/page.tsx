import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrCard, QrSection, QrShell } from '@/components/qr/qr-shell';
import { DocumentBody } from '@/components/ui/document-body';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { listServices } from '@/server/services';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-servicos', await qrDescription('servicos'));
}

/** /servicos-qr: the hotel's services (the site's list) and the QR page's own text (hours, where, how to ask). */
export default async function QrServicesPage() {
  const [t, content, services] = await Promise.all([getTranslations('qr'), qrContent('qr-servicos'), listServices()]);
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      <DocumentBody source={content.body ?? ''} />
      {services.length > 0 && (
        <QrSection id="servicos-lista" title={t('services.title')}>
          <ul className="flex flex-col gap-3">
            {services.map((s) => (
              <QrCard key={s.id} title={s.title} description={s.description} features={s.features} />
            ))}
          </ul>
        </QrSection>
      )}
    </QrShell>
  );
}
