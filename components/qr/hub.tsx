import { getTranslations } from 'next-intl/server';
import { QR_ACCESSIBLE_HUB, QR_CONTENT_DESTINATIONS, QR_PAGES, whatsappOfCode } from '@/lib/qr-routes';
import { qrContent } from './qr-content';
import { QrShell, qrButtonClass } from './qr-shell';

/**
 * The hub of the QR pages (/qr-access): the hotel's welcome, its Wi-Fi when staff set it and a big
 * button per page. `accessible`: larger type and black on white; `place`: the code's label;
 * `notice`: the code scanned is no longer active; `roomToken`: the token of an active code whose label
 * names a room, whose WhatsApp button then leads to the page that names the room.
 */
export async function QrHub({ accessible = false, place, notice = false, roomToken }: { accessible?: boolean; place?: string; notice?: boolean; roomToken?: string }) {
  const [t, content] = await Promise.all([getTranslations('qr'), qrContent('qr-access')]);
  const big = accessible ? 'text-2xl' : 'text-lg';
  const button = accessible
    ? `${qrButtonClass} min-h-16 border-4 border-black bg-white text-2xl text-black underline underline-offset-4 hover:bg-yellow-200`
    : `${qrButtonClass} bg-primary text-white hover:bg-earth-rich`;
  const body = (
    <>
      {notice && (
        <p role="status" className={`mb-4 rounded-2xl border-2 border-earth-dark bg-earth-pale p-4 font-semibold text-earth-dark ${big}`}>
          {t('hub.codeNotice')}
        </p>
      )}
      {place && !notice && <p className={`mb-4 font-semibold text-earth-dark ${big}`}>{t('hub.place', { label: place })}</p>}
      {(content.wifi_name || content.wifi_password) && (
        <section aria-labelledby="wifi" className={`mb-6 rounded-2xl border p-4 ${accessible ? 'border-4 border-black bg-white text-black' : 'border-earth-light/70 bg-white text-earth-dark'}`}>
          <h2 id="wifi" className={`font-serif font-bold ${accessible ? 'text-3xl' : 'text-xl'}`}>
            {t('hub.wifi')}
          </h2>
          <dl className={`mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 ${big}`}>
            {content.wifi_name && (
              <>
                <dt className="font-semibold">{t('hub.wifiName')}</dt>
                <dd className="[overflow-wrap:anywhere]">{content.wifi_name}</dd>
              </>
            )}
            {content.wifi_password && (
              <>
                <dt className="font-semibold">{t('hub.wifiPassword')}</dt>
                <dd className="font-mono [overflow-wrap:anywhere]">{content.wifi_password}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <nav aria-label={t('hub.pagesNav')}>
        <ul className="flex flex-col gap-3">
          {QR_CONTENT_DESTINATIONS.map((d) => (
            <li key={d}>
              <a href={d === 'whatsapp' && roomToken ? whatsappOfCode(roomToken) : QR_PAGES[d]} className={button}>
                {t(`pages.${d}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className={`mt-8 flex flex-col gap-2 ${big}`}>
        <a href={accessible ? QR_PAGES.hub : QR_ACCESSIBLE_HUB} className="inline-flex min-h-12 items-center font-semibold text-earth-dark underline underline-offset-4">
          {accessible ? t('hub.standard') : t('hub.accessible')}
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a whole-page load: next/link would add its client code to every QR page */}
        <a href="/" className="inline-flex min-h-12 items-center font-semibold text-earth-dark underline underline-offset-4">
          {t('hub.site')}
        </a>
      </p>
    </>
  );
  return (
    <div className={accessible ? 'qr-accessible text-xl' : undefined}>
      <QrShell title={content.title ?? ''} intro={content.intro} home>
        {body}
      </QrShell>
    </div>
  );
}
