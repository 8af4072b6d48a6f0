import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/admin/page-header';
import { SectionForm } from '@/components/admin/content/section-form';
import { ThemeForm } from '@/components/admin/content/theme-form';
import { PixSettingsForm } from '@/components/admin/content/pix-settings-form';
import { PIX_SECTION, pixFormValues } from '@/lib/pix-settings';
import { CarouselDialog } from '@/components/admin/carousel/carousel-dialog';
import { getDb } from '@/server/db';
import { readAllSiteContent } from '@/server/site-content';
import { mediaRowsByUrls } from '@/server/media/library';
import { pickedMedia } from '@/lib/media';
import { sectionDefaults } from '@/server/site-content/defaults';
import { CONTENT_SECTIONS, CONTENT_SECTION_NAMES, QR_PAGE_SECTIONS, THEME_SECTION, type ContentSection } from '@/lib/site-content-schema';
import { staffPageViewer } from '../access';

const QR = new Set<string>(QR_PAGE_SECTIONS);

export default async function AdminContentPage() {
  await staffPageViewer('/admin/conteudo');
  const [t, theme, pix, content, defaults] = await Promise.all([
    getTranslations('adminContent.content'),
    getTranslations('adminContent.theme'),
    getTranslations('adminContent.pix'),
    readAllSiteContent(await getDb()),
    sectionDefaults(),
  ]);
  const main = CONTENT_SECTION_NAMES.filter((s) => !QR.has(s));
  const imageUrls = CONTENT_SECTION_NAMES.flatMap((s) => CONTENT_SECTIONS[s].filter((f) => f.kind === 'image').map((f) => content[s]?.[f.key] ?? ''));
  const images = Object.fromEntries((await mediaRowsByUrls(await getDb(), imageUrls)).map((row) => [row.fileUrl, pickedMedia(row)]));
  const form = (section: ContentSection) => <SectionForm key={section} section={section} initial={content[section] ?? {}} placeholders={defaults[section] ?? {}} images={images} />;

  return (
    <>
      <PageHeader title={t('title')} description={t('description')} actions={<CarouselDialog />} />
      <nav aria-label={t('sectionsNav')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          {[...main.flatMap((s) => (s === 'reservation-settings' ? [s, PIX_SECTION] : [s])), THEME_SECTION, 'paginas-qr'].map((id) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-flex min-h-11 items-center rounded-full border border-earth-medium/60 bg-white px-3 text-sm font-medium text-earth-dark hover:bg-earth-pale focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {id === THEME_SECTION ? theme('title') : id === PIX_SECTION ? pix('title') : id === 'paginas-qr' ? t('qrTitle') : t(`sections.${id as ContentSection}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-6">
        {main.flatMap((section) =>
          section === 'reservation-settings' ? [form(section), <PixSettingsForm key={PIX_SECTION} initial={pixFormValues(content[PIX_SECTION])} />] : [form(section)],
        )}
        <ThemeForm initial={content[THEME_SECTION] ?? {}} />
        <section aria-labelledby="paginas-qr-title" id="paginas-qr" className="flex flex-col gap-4">
          <div>
            <h2 id="paginas-qr-title" className="font-serif text-xl font-bold text-earth-dark">
              {t('qrTitle')}
            </h2>
            <p className="mt-1 text-earth-dark">{t('qrDescription')}</p>
          </div>
          <p>
            <Link href="/admin/qr/textos" className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
              {t('qrLink')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}
