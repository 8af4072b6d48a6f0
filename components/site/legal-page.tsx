import { getTranslations } from 'next-intl/server';
import { SimpleHeader } from '@/components/site/simple-header';
import { DocumentBody } from '@/components/ui/document-body';
import type { LegalPageSection } from '@/lib/site-content-schema';
import { getHotelInfo } from '@/server/hotel-info';
import { getSection } from '@/server/site-content';
import { withDefaults } from '@/server/site-content/defaults';

/** The title of a legal page: the staff's text from site content, else the default. */
export async function legalPageTitle(section: LegalPageSection): Promise<string> {
  return (await withDefaults(section, await getSection(section))).title ?? '';
}

/**
 * /politica-privacidade and /termos-uso: the text staff edit in the admin (site content section of the
 * same name: title, body) with complete defaults, and the hotel's contact for requests about it.
 */
export async function LegalPage({ section }: { section: LegalPageSection }) {
  const [t, content, info] = await Promise.all([getTranslations('legal'), getSection(section).then((values) => withDefaults(section, values)), getHotelInfo()]);
  const title = content.title ?? '';
  return (
    <div className="flex min-h-dvh flex-col">
      <SimpleHeader />
      <main id="conteudo" className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:py-14">
        <h1 className="font-serif text-3xl font-bold text-earth-dark sm:text-4xl">{title}</h1>
        <div className="mt-6">
          <DocumentBody source={content.body ?? ''} />
        </div>
        {(info.email_contact || info.phone_primary) && (
          <section aria-labelledby="legal-contact" className="mt-10 rounded-2xl border border-earth-light/70 bg-white p-6">
            <h2 id="legal-contact" className="font-serif text-xl font-bold text-earth-dark">
              {t('contactTitle')}
            </h2>
            <p className="mt-2 text-earth-dark">{t('contactText')}</p>
            <ul className="mt-3 space-y-1 font-semibold text-primary">
              {info.email_contact && (
                <li>
                  <a href={`mailto:${info.email_contact}`} className="underline-offset-4 hover:underline">
                    {info.email_contact}
                  </a>
                </li>
              )}
              {info.phone_primary && <li className="text-earth-dark">{info.phone_primary}</li>}
            </ul>
          </section>
        )}
      </main>
    </div>
  );
}
