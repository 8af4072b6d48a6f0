import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { SectionErrorBoundary } from '@/components/site/section-error-boundary';

/**
 * One home-page section inside an error boundary with the spec's texts. It catches what throws in the
 * browser (a client section's render, a lazily loaded chunk that fails); server-side failures of the
 * data are handled by the domain reads, which fall back to sample data.
 */
export async function SectionBoundary({ children }: { children: React.ReactNode }) {
  return <SectionErrorBoundary texts={await boundaryTexts()}>{children}</SectionErrorBoundary>;
}

// One object per request for every section: the RSC payload carries it once, then refers to it.
const boundaryTexts = cache(async () => {
  const t = await getTranslations('errorBoundary');
  return { title: t('title'), text: t('text'), retry: t('retry'), reload: t('reload') };
});
