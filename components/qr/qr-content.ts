import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getSection } from '@/server/site-content';
import { withDefaults } from '@/server/site-content/defaults';
import type { QrPageSection } from '@/lib/site-content-schema';

/** A QR page's texts: the staff's (site content section) with the defaults for blank fields. */
export async function qrContent(section: QrPageSection): Promise<Record<string, string>> {
  return withDefaults(section, await getSection(section));
}

/** A QR page's title and description for sharing (the layout adds the rest of Open Graph). */
export async function qrMetadata(section: QrPageSection, description: string): Promise<Metadata> {
  const content = await qrContent(section);
  const intro = content.intro?.trim() || description;
  return { title: content.title, description: intro };
}

export async function qrDescription(key: 'cardapio' | 'whatsapp' | 'servicos' | 'ramais' | 'normas' | 'avaliacao' | 'centro-eventos' | 'pet-friendly') {
  return (await getTranslations('qr'))(`descriptions.${key}`);
}
