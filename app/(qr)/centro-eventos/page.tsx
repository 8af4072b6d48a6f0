import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrCard, QrSection, QrShell } from '@/components/qr/qr-shell';
import { DocumentBody } from '@/components/ui/document-body';
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
        <QrSection id="espacos" title={t('events.spaces')}>
          <ul className="flex flex-col gap-3">
            {centre.spaces.map((s) => (
              <QrCard
                key={s.id}
                photo={
                  // eslint-disable-next-line @next/next/no-img-element -- from the media route, lazy
                  s.photo && <img src={s.photo.url} alt={s.photo.alt} loading="lazy" className="mb-3 aspect-[4/3] w-full rounded-xl object-cover" />
                }
                title={s.title}
                details={
                  <>
                    {s.subtitle && <p>{s.subtitle}</p>}
                    {s.capacity && <p className="font-semibold">{t('events.capacity', { count: s.capacity })}</p>}
                  </>
                }
                description={s.description}
                features={s.features}
                data-event-space
              />
            ))}
          </ul>
        </QrSection>
      )}
      {centre.photos.length > 0 && (
        <QrSection id="fotos" title={t('events.photos')}>
          <ul className="grid grid-cols-2 gap-2">
            {centre.photos.map((p) => (
              <li key={p.id} data-event-photo>
                <figure>
                  {/* eslint-disable-next-line @next/next/no-img-element -- from the media route, lazy */}
                  <img src={p.url} alt={p.alt} loading="lazy" className="aspect-[4/3] w-full rounded-xl object-cover" />
                  {p.caption && <figcaption className="mt-1 text-sm text-earth-dark">{p.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </QrSection>
      )}
      <QrSection id="orcamento" title={t('quote.title')}>
        <QrForm
          id="orcamento-form"
          form="quote"
          action={requestEventQuoteAction}
          submit={t('quote.submit')}
          sending={t('quote.sending')}
          honeypot={t('review.honeypot')}
          failed={{ title: t('unreachable.title'), message: t('unreachable.message') }}
          fields={[
            { name: 'name', label: t('quote.name'), kind: 'text', required: true, maxLength: 120, autoComplete: 'name' },
            { name: 'email', label: t('quote.email'), kind: 'email', required: true, maxLength: 254, autoComplete: 'email' },
            { name: 'phone', label: t('quote.phone'), kind: 'tel', required: true, maxLength: 20, autoComplete: 'tel' },
            { name: 'eventDate', label: t('quote.eventDate'), kind: 'date' },
            { name: 'guests', label: t('quote.guests'), kind: 'text', inputMode: 'numeric', maxLength: 4 },
            { name: 'message', label: t('quote.message'), kind: 'textarea', required: true, maxLength: 2000 },
          ]}
        />
      </QrSection>
    </QrShell>
  );
}
