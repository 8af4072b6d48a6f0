import type { Metadata } from 'next';
import { qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { WhatsAppQr } from '@/components/qr/whatsapp-qr';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-whatsapp', await qrDescription('whatsapp'));
}

/** /whatsapp-qr: one tap per purpose, the message prefilled; the phone to call as well. */
export default function WhatsAppQrPage() {
  return <WhatsAppQr />;
}
