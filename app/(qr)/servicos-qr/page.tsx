import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentBody, QrShell } from '@/components/qr/qr-shell';
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
        <section aria-labelledby="servicos-lista" className="mt-8">
          <h2 id="servicos-lista" className="font-serif text-2xl font-bold text-earth-dark">
            {t('services.title')}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {services.map((s) => (
              <li key={s.id} className="rounded-2xl border border-earth-light/70 bg-white p-4 text-earth-dark">
                <h3 className="text-lg font-bold">{s.title}</h3>
                {s.description && <p className="mt-1">{s.description}</p>}
                {s.features.length > 0 && (
                  <ul className="mt-2 list-disc pl-5">
                    {s.features.map((f) => (
                      <li key={f}>{f}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </QrShell>
  );
}
