import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { getHotelInfo } from '@/server/hotel-info';
import { ReserveButton, ScrollTopButton } from '@/components/site/site-actions';
import { WhatsAppButton } from '@/components/site/whatsapp-button';

/** Directions to the hotel when no maps_url is stored. */
function directionsUrl(address: string | undefined): string | null {
  return address ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}` : null;
}

const action =
  'flex h-full w-full cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg text-xs font-medium text-earth-pale hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white sm:flex-row sm:gap-2 sm:text-sm';

/** Fixed bottom bar ('Voltar ao topo', 'Ver no Mapa', 'Reservar') and the floating WhatsApp button. */
export async function BottomBar({ mapsUrl }: { mapsUrl: string | null }) {
  const t = await getTranslations('bottomBar');
  const info = await getHotelInfo();
  const mapHref = mapsUrl ?? directionsUrl(info.address);

  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <div aria-hidden className="h-[calc(var(--bottom-bar-height)+env(safe-area-inset-bottom))]" />
      <nav
        aria-label={t('label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-earth-dark pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_10px_rgb(0_0_0/0.15)]"
      >
        <WhatsAppButton phone={info.phone_whatsapp} label={t('whatsapp')} />
        <ul className="mx-auto grid h-(--bottom-bar-height) max-w-3xl auto-cols-fr grid-flow-col gap-1 p-1.5 sm:gap-3">
          <li>
            <ScrollTopButton className={action}>
              <Icon name="arrow-up" className="size-5" />
              {t('backToTop')}
            </ScrollTopButton>
          </li>
          {mapHref && (
            <li>
              <a href={mapHref} target="_blank" rel="noopener noreferrer" className={action}>
                <Icon name="map-pin" className="size-5" />
                {t('map')}
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            </li>
          )}
          <li>
            <ReserveButton className={`${action} bg-primary text-white hover:bg-earth-rich`}>
              <Icon name="calendar-check" className="size-5" />
              {t('reserve')}
            </ReserveButton>
          </li>
        </ul>
      </nav>
    </>
  );
}
