import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ContentSection, SectionValues } from '@/lib/site-content-schema';

export type SectionDefaults = Partial<Record<ContentSection, SectionValues>>;

const POLICY_KEYS = ['cancelar', 'pagamento', 'obrigacoes', 'menores', 'reservas'] as const;

/**
 * What each public section shows for a blank field: the ONE table that the public components read
 * (through withDefaults) and the admin's content form shows as placeholders.
 */
export async function sectionDefaults(): Promise<SectionDefaults> {
  const [site, accommodations, apartments, services, policies, legal, qr] = await Promise.all([
    getTranslations('site'),
    getTranslations('accommodations'),
    getTranslations('apartments'),
    getTranslations('services'),
    getTranslations('policies'),
    getTranslations('legal'),
    getTranslations('qr'),
  ]);
  return {
    // The hero's description has no default: the page shows none.
    hero: { title: site('hotelName'), subtitle: site('tagline'), image: '/hero/hero.webp' },
    accommodations: { title: accommodations('defaultTitle'), description: accommodations('defaultDescription') },
    'apartment-carousel': { title: apartments('defaultTitle'), description: apartments('defaultDescription') },
    'hotel-services': {
      title: services('defaultTitle'),
      subtitle: services('defaultSubtitle'),
      description: services('defaultDescription'),
      features: services('defaultFeatures'),
    },
    policies: Object.fromEntries(POLICY_KEYS.map((key) => [key, policies(`defaults.${key}`)])),
    'politica-privacidade': { title: legal('privacy.title'), body: legal('privacy.body') },
    'termos-uso': { title: legal('terms.title'), body: legal('terms.body') },
    'qr-access': { title: qr('hub.defaultTitle'), intro: qr('hub.defaultIntro') },
    'qr-cardapio': { title: qr('pages.cardapio'), intro: qr('defaults.cardapioIntro') },
    'qr-whatsapp': { title: qr('pages.whatsapp'), intro: qr('defaults.whatsappIntro') },
    'qr-servicos': { title: qr('pages.servicos'), intro: qr('defaults.servicosIntro'), body: qr('defaults.servicosBody') },
    'qr-ramais': { title: qr('pages.ramais'), intro: qr('defaults.ramaisIntro'), extensions: qr('defaults.ramaisList') },
    'qr-normas': { title: qr('pages.normas'), intro: qr('defaults.normasIntro'), body: qr('defaults.normasBody') },
    'qr-avaliacao': { title: qr('pages.avaliacao'), intro: qr('defaults.avaliacaoIntro') },
    'qr-centro-eventos': { title: qr('pages.centro-eventos'), intro: qr('defaults.centroEventosIntro'), body: qr('defaults.centroEventosBody') },
    'qr-pet-friendly': { title: qr('pages.pet-friendly'), intro: qr('defaults.petIntro'), body: qr('defaults.petBody') },
  };
}

/** The section's values with every missing or blank field replaced by the page's default. */
export async function withDefaults(section: ContentSection, values: SectionValues): Promise<SectionValues> {
  const merged = { ...values };
  for (const [key, fallback] of Object.entries((await sectionDefaults())[section] ?? {})) if (!values[key]?.trim()) merged[key] = fallback;
  return merged;
}
