import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentBody, QrShell } from '@/components/qr/qr-shell';
import { QrForm } from '@/components/qr/qr-form';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { requestEventQuoteAction } from '@/server/actions/qr';
import { getEventsCentre } from '@/server/qr';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-centro-eventos', await qrDescription('centro-eventos'));
}

/** /centro-eventos: the spaces (capacity, layouts, equipment), photos, and the quote request. */
export default async function EventsCentrePage() {
  const [t, content, centre] = await Promise.all([getTranslations('qr'), qrContent('qr-centro-eventos'), getEventsCentre()]);
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      <DocumentBody source={content.body ?? ''} />
      {centre.spaces.length > 0 && (
        <section aria-labelledby="espacos" className="mt-8">
          <h2 id="espacos" className="font-serif text-2xl font-bold text-earth-dark">
            {t('events.spaces')}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {centre.spaces.map((s) => (
              <li key={s.id} className="rounded-2xl border border-earth-light/70 bg-white p-4 text-earth-dark">
                <h3 className="text-lg font-bold">{s.title}</h3>
                {s.subtitle && <p>{s.subtitle}</p>}
                {s.capacity && <p className="font-semibold">{t('events.capacity', { count: s.capacity })}</p>}
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
      {centre.photos.length > 0 && (
        <section aria-labelledby="fotos" className="mt-8">
          <h2 id="fotos" className="font-serif text-2xl font-bold text-earth-dark">
            {t('events.photos')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {centre.photos.map((p) => (
              <li key={p.id}>
                <figure>
                  {/* eslint-disable-next-line @next/next/no-img-element -- from the media route, lazy */}
                  <img src={p.url} alt={p.alt} loading="lazy" className="aspect-[4/3] w-full rounded-xl object-cover" />
                  {p.caption && <figcaption className="mt-1 text-sm text-earth-dark">{p.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="orcamento" className="mt-8">
        <h2 id="orcamento" className="mb-3 font-serif text-2xl font-bold text-earth-dark">
          {t('quote.title')}
        </h2>
        <QrForm
          id="orcamento-form"
          action={requestEventQuoteAction}
          submit={t('quote.submit')}
          sending={t('quote.sending')}
          honeypot={t('review.honeypot')}
          fields={[
            { name: 'name', label: t('quote.name'), kind: 'text', required: true, maxLength: 120, autoComplete: 'name' },
            { name: 'email', label: t('quote.email'), kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
            { name: 'phone', label: t('quote.phone'), kind: 'tel', required: true, maxLength: 20, autoComplete: 'tel' },
            { name: 'eventDate', label: t('quote.eventDate'), kind: 'date' },
            { name: 'guests', label: t('quote.guests'), kind: 'text', inputMode: 'numeric', maxLength: 4 },
            { name: 'message', label: t('quote.message'), kind: 'textarea', required: true, maxLength: 2000 },
          ]}
        />
      </section>
    </QrShell>
  );
}
