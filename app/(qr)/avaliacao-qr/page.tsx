import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QrShell } from '@/components/qr/qr-shell';
import { QrForm } from '@/components/qr/qr-form';
import { Icon } from '@/components/ui/icon';
import { qrContent, qrDescription, qrMetadata } from '@/components/qr/qr-content';
import { sendQrReviewAction } from '@/server/actions/qr';

export async function generateMetadata(): Promise<Metadata> {
  return qrMetadata('qr-avaliacao', await qrDescription('avaliacao'));
}

/** /avaliacao-qr: a review from a phone; it waits for the moderation of /admin/avaliacoes. */
export default async function QrReviewPage() {
  const [t, qr, content] = await Promise.all([getTranslations('qr.review'), getTranslations('qr'), qrContent('qr-avaliacao')]);
  return (
    <QrShell title={content.title ?? ''} intro={content.intro}>
      <QrForm
        id="avaliacao"
        form="review"
        action={sendQrReviewAction}
        submit={t('submit')}
        sending={t('sending')}
        honeypot={t('honeypot')}
        failed={{ title: qr('unreachable.title'), message: qr('unreachable.message') }}
        fields={[
          { name: 'rating', label: t('rating'), kind: 'rating', options: [1, 2, 3, 4, 5].map((count) => t('star', { count })), star: <Icon name="star" /> },
          { name: 'name', label: t('name'), kind: 'text', required: true, maxLength: 80, autoComplete: 'name' },
          { name: 'city', label: t('city'), kind: 'text', maxLength: 80, autoComplete: 'address-level2' },
          { name: 'comment', label: t('comment'), kind: 'textarea', required: true, maxLength: 1000 },
          { name: 'stayMonth', label: t('stayMonth'), kind: 'month' },
        ]}
      />
    </QrShell>
  );
}
