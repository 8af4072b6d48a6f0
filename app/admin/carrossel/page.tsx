import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { CarouselEditor } from '@/components/admin/carousel/carousel-editor';
import { getDb } from '@/server/db';
import { loadCarouselEditor } from '@/server/carousel';
import { log } from '@/server/log';
import { carouselFailureKind, type CarouselEditorData, type CarouselFailureKind } from '@/lib/carousel';
import { classifyError } from '@/lib/errors';
import { staffPageViewer } from '../access';

export default async function AdminCarouselPage() {
  await staffPageViewer('/admin/carrossel');
  const t = await getTranslations('adminCarousel');
  let data: CarouselEditorData | null = null;
  let loadError: CarouselFailureKind | undefined;
  try {
    data = await loadCarouselEditor(await getDb());
  } catch (err) {
    // The screen still opens: the toast 'Não foi possível carregar o carrossel' and Recarregar.
    log.error('carousel load failed', { error: err instanceof Error ? err.message : String(err) });
    loadError = carouselFailureKind(classifyError(err).code);
  }
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <CarouselEditor initial={data} loadError={loadError} />
    </>
  );
}
