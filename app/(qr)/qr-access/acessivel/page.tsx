import type { Metadata } from 'next';
import { QrHub } from '@/components/qr/hub';
import { qrMetadata } from '@/components/qr/qr-content';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-access', '');
}

/** The hub's accessible variant, linked from the hub (the spec sends /qr-acessivel and /QRAccessible to the hub itself). */
export default function QrAccessibleHubPage() {
  return <QrHub accessible />;
}
