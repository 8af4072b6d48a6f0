import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { totalRooms, type HotelInfo } from '@/server/hotel-info';
import type { AvailabilitySummary } from '@/server/availability';
import type { RoomType } from '@/lib/types';
import { ContactForm } from './contact-form';
import { directionsUrl } from './location-section';

const TOTAL_ROOMS_FALLBACK = 66;

/** 'tel:' link of a Brazilian number: '(66) 3468-0000' → tel:+556634680000. */
function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:+${digits.length <= 11 ? `55${digits}` : digits}`;
}

export async function ContactSection({ info, rooms, availability }: { info: HotelInfo; rooms: RoomType[]; availability: AvailabilitySummary | null }) {
  const t = await getTranslations('contact');
  const roomsCount = rooms.reduce((sum, room) => sum + (room.availableCount ?? 0), 0);
  const total = totalRooms(info) ?? (roomsCount || TOTAL_ROOMS_FALLBACK);
  const available = availability?.available ?? roomsCount;
  const mapsUrl = directionsUrl(info);

  const itemClass = 'flex items-start gap-4';
  const iconClass = 'flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-white';
  const linkClass = 'font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';

  return (
    <section id="contato" aria-labelledby="contato-title" className="scroll-mt-20 bg-earth-pale px-4 py-16 md:py-24">
      <div className="mx-auto max-w-6xl">
        <header className="mx-auto max-w-2xl text-center">
          <h2 id="contato-title" className="text-3xl font-bold text-earth-dark md:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-3 text-lg text-earth-dark">{t('subtitle')}</p>
        </header>

        <div className="mt-12 grid gap-8 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <ContactForm
              labels={{
                title: t('form.title'),
                name: t('form.name'),
                email: t('form.email'),
                phone: t('form.phone'),
                message: t('form.message'),
                submit: t('form.submit'),
              }}
            />
          </div>

          <div className="flex flex-col gap-6 lg:col-span-2">
            <ul className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-earth-light">
              {info.phone_primary && (
                <li className={itemClass}>
                  <span className={iconClass}>
                    <Icon name="phone" className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-sm text-earth-dark">{t('phone')}</h3>
                    <a href={telHref(info.phone_primary)} className={linkClass}>
                      {info.phone_primary}
                    </a>
                  </div>
                </li>
              )}
              {info.email_contact && (
                <li className={itemClass}>
                  <span className={iconClass}>
                    <Icon name="mail" className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <h3 className="text-sm text-earth-dark">{t('email')}</h3>
                    <a href={`mailto:${info.email_contact}`} className={`${linkClass} break-all`}>
                      {info.email_contact}
                    </a>
                  </div>
                </li>
              )}
              {(info.address || mapsUrl) && (
                <li className={itemClass}>
                  <span className={iconClass}>
                    <Icon name="map-pin" className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-sm text-earth-dark">{t('address')}</h3>
                    {info.address && <address className="text-earth-dark not-italic">{info.address}</address>}
                    {mapsUrl && (
                      <a href={mapsUrl} target="_blank" rel="noopener noreferrer" className={`${linkClass} mt-1 inline-flex items-center gap-1.5`}>
                        <Icon name="navigation" className="size-4" />
                        {t('viewOnMap')}
                        <span className="sr-only"> {t('newTab')}</span>
                      </a>
                    )}
                  </div>
                </li>
              )}
            </ul>

            <div className="rounded-2xl bg-earth-rich p-6 text-white shadow-md">
              <div className="flex items-center gap-3">
                <Icon name="bed-double" className="size-8 shrink-0" />
                <p className="text-2xl font-bold">{t('rooms', { total })}</p>
              </div>
              <p className="mt-2">{t('availability', { available, types: rooms.length })}</p>
              <div className="mt-5 flex flex-wrap gap-x-6 gap-y-2 border-t border-white/25 pt-4">
                <p className="flex items-center gap-2">
                  <Icon name="clock" className="size-5" />
                  {t('service24h')}
                </p>
                <p className="flex items-center gap-2">
                  <Icon name="map-pin" className="size-5" />
                  {t('city')}
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
