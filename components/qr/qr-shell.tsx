import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { parseDocument } from '@/lib/document';
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

/** A page text as staff write it (lib/document.ts): headings, paragraphs and lists. */
export function DocumentBody({ source, headingLevel = 2 }: { source: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex flex-col gap-3 text-lg leading-relaxed text-earth-dark">
      {parseDocument(source).map((block, i) =>
        block.kind === 'heading' ? (
          <Heading key={i} className="mt-3 font-serif text-2xl font-bold">
            {block.text}
          </Heading>
        ) : block.kind === 'list' ? (
          <ul key={i} className="list-disc space-y-1 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>{block.text}</p>
        ),
      )}
    </div>
  );
}
