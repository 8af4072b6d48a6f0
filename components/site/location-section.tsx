import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { HotelInfo } from '@/server/hotel-info';

/** Latitude/longitude from hotel_info, or null when either is missing or out of range. */
function coordinates(info: HotelInfo): { lat: number; lon: number } | null {
  const lat = Number(info.latitude);
  const lon = Number(info.longitude);
  if (!info.latitude || !info.longitude || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  return Math.abs(lat) <= 90 && Math.abs(lon) <= 180 ? { lat, lon } : null;
}

function openStreetMapEmbed({ lat, lon }: { lat: number; lon: number }): string {
  const bbox = [lon - 0.012, lat - 0.007, lon + 0.012, lat + 0.007].map((n) => n.toFixed(5)).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}

/** hotel_info.maps_url, else a map search for the address. */
export function directionsUrl(info: HotelInfo): string | null {
  if (info.maps_url) return info.maps_url;
  return info.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(info.address)}` : null;
}

export async function LocationSection({ info }: { info: HotelInfo }) {
  const t = await getTranslations('location');
  const position = coordinates(info);
  const mapsUrl = directionsUrl(info);

  return (
    <section id="localizacao" aria-labelledby="localizacao-title" className="scroll-mt-20 px-4 py-16 md:py-24">
      <div className="mx-auto grid max-w-6xl items-center gap-10 md:grid-cols-5">
        <div className="md:col-span-2">
          <h2 id="localizacao-title" className="text-3xl font-bold text-earth-dark md:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-earth-dark">{t('subtitle')}</p>
          {info.address && (
            <div className="mt-8 flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white">
                <Icon name="map-pin" className="size-6" />
              </span>
              <div>
                <h3 className="font-semibold text-earth-dark">{t('address')}</h3>
                <address className="mt-1 text-earth-dark not-italic">{info.address}</address>
              </div>
            </div>
          )}
          {mapsUrl && (
            <a
              href={mapsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-primary px-6 py-3 font-semibold text-white shadow transition-colors hover:bg-earth-rich focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Icon name="navigation" className="size-5" />
              {t('viewOnMap')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          )}
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-earth-pale shadow-md md:col-span-3">
          {position ? (
            <iframe src={openStreetMapEmbed(position)} title={t('mapTitle')} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className="absolute inset-0 size-full border-0" />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-3 p-6 text-center text-earth-dark">
              <Icon name="map-pin" className="size-14 text-primary" />
              {info.address && <p className="max-w-sm font-medium">{info.address}</p>}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
