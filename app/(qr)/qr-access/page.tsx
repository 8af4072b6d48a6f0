import type { Metadata } from 'next';
import { QrHub } from '@/components/qr/hub';
import { qrMetadata } from '@/components/qr/qr-content';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-access', '');
}

export default function QrAccessPage() {
  return <QrHub />;
}
