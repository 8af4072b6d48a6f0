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
  const [site, accommodations, apartments, services, policies, legal] = await Promise.all([
    getTranslations('site'),
    getTranslations('accommodations'),
    getTranslations('apartments'),
    getTranslations('services'),
    getTranslations('policies'),
    getTranslations('legal'),
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
  };
}

/** The section's values with every missing or blank field replaced by the page's default. */
export async function withDefaults(section: ContentSection, values: SectionValues): Promise<SectionValues> {
  const merged = { ...values };
  for (const [key, fallback] of Object.entries((await sectionDefaults())[section] ?? {})) if (!values[key]?.trim()) merged[key] = fallback;
  return merged;
}
