import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrShell, qrButtonClass } from '@/components/qr/qr-shell';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { whatsappUrl } from '@/components/site/whatsapp-button';
import { Icon } from '@/components/ui/icon';
import { getHotelInfo } from '@/server/hotel-info';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-whatsapp', await qrDescription('whatsapp'));
}

const PURPOSES = ['reception', 'roomService', 'reservations'] as const;

/** /whatsapp-qr: one tap per purpose, the message prefilled; the phone to call as well. */
export default async function WhatsAppQrPage() {
  const [t, content, info] = await Promise.all([getTranslations('qr'), qrContent('qr-whatsapp'), getHotelInfo()]);
  const base = whatsappUrl(info.phone_whatsapp);
  const phone = info.phone_primary || info.phone_whatsapp;
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      {base ? (
        <ul className="flex flex-col gap-3">
          {PURPOSES.map((p) => (
            <li key={p}>
              <a href={`${base}?text=${encodeURIComponent(t(`whatsapp.messages.${p}`))}`} rel="noopener noreferrer" className={`${qrButtonClass} bg-[#0b7a3e] text-white hover:bg-[#075e30]`}>
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
