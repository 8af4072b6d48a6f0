import type { Metadata } from 'next';
import { QrHub } from '@/components/qr/hub';
import { getDb } from '@/server/db';
import { findQrCodeByToken } from '@/server/qr';
import { log } from '@/server/log';
import { roomFromLabel } from '@/lib/qr';

// The hub of one printed code: its place named, or the notice when the code is unknown or disabled.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { robots: { index: false, follow: true } };

export default async function QrAccessTokenPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  let code: Awaited<ReturnType<typeof findQrCodeByToken>> = null;
  try {
    code = await findQrCodeByToken(await getDb(), token);
  } catch (err) {
    log.warn('qr hub: code not read', { error: err instanceof Error ? err.message : String(err) });
  }
  const active = code?.isActive ? code : null;
  return <QrHub place={active?.label} notice={!active} roomToken={active && roomFromLabel(active.label) ? active.token : undefined} />;
}
