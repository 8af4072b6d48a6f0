import type { Metadata } from 'next';
import { QrHub } from '@/components/qr/hub';
import { qrMetadata } from '@/components/qr/qr-content';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-access', '');
}

/** The hub's accessible variant (/qr-acessivel and /QRAccessible lead here). */
export default function QrAccessibleHubPage() {
  return <QrHub accessible />;
}
