import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import type { HotelInfo } from '@/server/hotel-info';
import type { HotelService } from '@/lib/types';
import { SECTION_LINKS } from '@/components/site/section-links';
import { whatsappUrl } from '@/components/site/whatsapp-button';

const link = 'rounded-sm hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const heading = 'mb-4 font-serif text-lg font-semibold text-white';

/** Footer: logo and social links, quick links, services, contact data, legal links and copyright. */
export async function Footer({ info, services }: { info: HotelInfo; services: HotelService[] }) {
  const t = await getTranslations('footer');
  const nav = await getTranslations('header.nav');
  const hotelName = (await getTranslations('site'))('hotelName');
  const whatsapp = whatsappUrl(info.phone_whatsapp);
  const instagram = info.instagram_url?.trim();
  const phoneHref = (phone: string) => `tel:+55${phone.replace(/\D/g, '')}`;

  return (
    <footer className="bg-earth-dark text-earth-pale">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <a href="#top" className={`inline-flex items-center gap-2 ${link}`}>
            <Image src="/favicon.svg" alt="" width={40} height={40} className="size-10" />
            <span className="font-serif text-xl font-bold text-white">{hotelName}</span>
          </a>
          <p className="mt-4 text-sm">{t('about')}</p>
          {(whatsapp || instagram) && (
            <ul aria-label={t('social')} className="mt-4 flex gap-3">
              {whatsapp && (
                <li>
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer" aria-label={`${t('whatsapp')} ${t('newTab')}`} className={`inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 ${link}`}>
                    <Icon name="message-circle" className="size-5" />
                  </a>
                </li>
              )}
              {instagram && (
                <li>
                  <a href={instagram} target="_blank" rel="noopener noreferrer" aria-label={`${t('instagram')} ${t('newTab')}`} className={`inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20 ${link}`}>
                    <Icon name="camera" className="size-5" />
                  </a>
                </li>
              )}
            </ul>
          )}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>
            {t('quickLinks')}
          </h2>
          <ul className="space-y-2 text-sm">
            {SECTION_LINKS.map((item) => (
              <li key={item.href}>
                <a href={item.href} className={link}>
                  {nav(item.key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className={heading}>{t('services')}</h2>
          <ul className="space-y-2 text-sm">
            {services.map((service) => (
              <li key={service.id}>{service.title}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={heading}>{t('contact')}</h2>
          <ul className="space-y-3 text-sm">
            {info.phone_primary && (
              <li className="flex items-start gap-2">
                <Icon name="phone" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t('phone')}: </span>
                  <a href={phoneHref(info.phone_primary)} className={link}>
                    {info.phone_primary}
                  </a>
                </span>
              </li>
            )}
            {info.phone_whatsapp && whatsapp && (
              <li className="flex items-start gap-2">
                <Icon name="message-circle" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t('whatsapp')}: </span>
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={link}>
                    {info.phone_whatsapp}
                  </a>
                </span>
              </li>
            )}
            {info.email_contact && (
              <li className="flex items-start gap-2">
                <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t('email')}: </span>
                  <a href={`mailto:${info.email_contact}`} className={`break-all ${link}`}>
                    {info.email_contact}
                  </a>
                </span>
              </li>
            )}
            {info.address && (
              <li className="flex items-start gap-2">
                <Icon name="map-pin" className="mt-0.5 size-4 shrink-0" />
                <address className="not-italic">
                  <span className="sr-only">{t('address')}: </span>
                  {info.address}
                </address>
              </li>
            )}
          </ul>
        </div>
      </div>

      <div className="border-t border-white/15">
        {/* Bottom padding keeps the last line clear of the floating WhatsApp button above the bottom bar. */}
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 pt-6 pb-24 text-sm sm:flex-row">
          <p>{t('copyright', { year: String(new Date().getFullYear()), name: hotelName })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex gap-4">
              <li>
                <a href="/politica-privacidade" className={link}>
                  {t('privacy')}
                </a>
              </li>
              <li>
                <a href="/termos-uso" className={link}>
                  {t('terms')}
                </a>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
