import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { whatsappUrl } from '@/components/site/whatsapp-button';
import { getHotelInfo } from '@/server/hotel-info';
import { qrContent } from './qr-content';
import { QrShell, qrButtonClass } from './qr-shell';

const PURPOSES = ['reception', 'roomService', 'reservations'] as const;

/**
 * /whatsapp-qr: one tap per purpose, the message prefilled; the phone to call as well. `room`: the
 * room a printed code names (its label, read from the database by the token route, never from the
 * address), added to the room-service message.
 */
export async function WhatsAppQr({ room = null }: { room?: string | null }) {
  const [t, content, info] = await Promise.all([getTranslations('qr'), qrContent('qr-whatsapp'), getHotelInfo()]);
  const base = whatsappUrl(info.phone_whatsapp);
  const phone = info.phone_primary || info.phone_whatsapp;
  const message = (p: (typeof PURPOSES)[number]) => (p === 'roomService' && room ? t('whatsapp.messages.roomServiceAt', { room }) : t(`whatsapp.messages.${p}`));
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      {room && <p className="mb-4 text-lg font-semibold text-earth-dark">{t('whatsapp.room', { room })}</p>}
      {base ? (
        <ul className="flex flex-col gap-3">
          {PURPOSES.map((p) => (
            <li key={p}>
              <a href={`${base}?text=${encodeURIComponent(message(p))}`} rel="noopener noreferrer" className={`${qrButtonClass} bg-[#0b7a3e] text-white hover:bg-[#075e30]`}>
                <Icon name="message-circle" className="size-6" />
                {t(`whatsapp.purposes.${p}`)}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-lg text-earth-dark">{t('whatsapp.missing')}</p>
      )}
      {phone && (
        <p className="mt-6 text-lg text-earth-dark">
          {t('whatsapp.phone')}:{' '}
          <a href={`tel:+55${phone.replace(/\D/g, '')}`} className="inline-flex min-h-12 items-center font-semibold underline underline-offset-4">
            {phone}
          </a>
        </p>
      )}
    </QrShell>
  );
}
