import type { Metadata } from 'next';
import { qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { WhatsAppQr } from '@/components/qr/whatsapp-qr';
import { getDb } from '@/server/db';
import { findQrCodeByToken } from '@/server/qr';
import { log } from '@/server/log';
import { roomFromLabel } from '@/lib/qr';

// /whatsapp-qr of one printed code (a room's): the room-service message names the room of the code's
// label. Only the token comes from the address, and only an active code's label, read from the
// database, goes into the message; an unknown or disabled code gets the page without a room.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await qrMetadata('qr-whatsapp', await qrDescription('whatsapp'))), robots: { index: false, follow: true } };
}

export default async function WhatsAppQrOfCodePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let room: string | null = null;
  try {
    const code = await findQrCodeByToken(await getDb(), token);
    room = code?.isActive ? roomFromLabel(code.label) : null;
  } catch (err) {
    log.warn('whatsapp-qr: code not read', { error: err instanceof Error ? err.message : String(err) });
  }
  return <WhatsAppQr room={room} />;
}
