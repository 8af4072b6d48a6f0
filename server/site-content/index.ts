import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { siteContent } from '@/server/db/schema';
import { SAMPLE_SITE_CONTENT, siteContentBySection } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';

export type SectionContent = Record<string, string>;

/** Every site-content section as a map of key to value (one query, cached under 'site-content'). */
export const getAllSiteContent = publicRead(
  'site-content:all',
  ['site-content'],
  async (): Promise<Record<string, SectionContent>> => {
    const db = await getDb();
    const rows = await db.select().from(siteContent).orderBy(asc(siteContent.section), asc(siteContent.contentKey));
    return siteContentBySection(rows);
  },
  () => siteContentBySection(SAMPLE_SITE_CONTENT),
);

export async function getSection(section: string): Promise<SectionContent> {
  return (await getAllSiteContent())[section] ?? {};
}
