import type { Metadata } from 'next';
import { QrShell } from '@/components/qr/qr-shell';
import { DocumentBody } from '@/components/ui/document-body';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-normas', await qrDescription('normas'));
}

export default async function RulesPage() {
  const content = await qrContent('qr-normas');
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      <DocumentBody source={content.body ?? ''} />
    </QrShell>
  );
}
