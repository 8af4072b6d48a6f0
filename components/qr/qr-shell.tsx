import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { QR_PAGES } from '@/lib/qr-routes';

const focusRing = 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
/** A big tap target of the QR pages (≥ 48 px). */
export const qrButtonClass = `flex min-h-14 items-center gap-3 rounded-2xl px-5 py-3 text-lg font-semibold ${focusRing}`;

/**
 * The frame of a QR page, for a phone: the hotel's name, the way back to the hub, the page's title
 * and introduction. Server-rendered, no client code: plain links (no next/link), whole-page
 * navigations that the service worker keeps for offline reading.
 */
export async function QrShell({ title, intro, children, home = false }: { title: string; intro?: string; children: React.ReactNode; home?: boolean }) {
  const [t, site] = await Promise.all([getTranslations('qr'), getTranslations('site')]);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-earth-light/60 bg-white">
        <div className="mx-auto flex min-h-14 max-w-xl items-center justify-between gap-3 px-4">
          <span className="font-serif text-lg font-bold text-earth-dark">{site('hotelName')}</span>
          {!home && (
            <a href={QR_PAGES.hub} className={`inline-flex min-h-12 items-center gap-1 rounded-xl px-2 font-medium text-earth-dark hover:bg-earth-pale ${focusRing}`}>
              <Icon name="arrow-left" className="size-4" />
              {t('back')}
            </a>
          )}
        </div>
      </header>
      <main id="conteudo" className="mx-auto w-full max-w-xl flex-1 px-4 py-6">
        <h1 className="font-serif text-3xl font-bold text-earth-dark">{title}</h1>
        {intro && <p className="mt-2 text-lg text-earth-dark">{intro}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

/** A titled section of a QR page (the spaces, the photos, the quote form…). */
export function QrSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 font-serif text-2xl font-bold text-earth-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One card of a QR page's list (a service, a space of the events centre): photo, title, details, text, features. */
export function QrCard({
  photo,
  title,
  details,
  description,
  features,
  ...data
}: { photo?: React.ReactNode; title: string; details?: React.ReactNode; description?: string | null; features: string[] } & Record<`data-${string}`, boolean>) {
  return (
    <li className="rounded-2xl border border-earth-light/70 bg-white p-4 text-earth-dark" {...data}>
      {photo}
      <h3 className="text-lg font-bold">{title}</h3>
      {details}
      {description && <p className="mt-1">{description}</p>}
      {features.length > 0 && (
        <ul className="mt-2 list-disc pl-5">
          {features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </li>
  );
}
