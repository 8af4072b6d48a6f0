import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { siteContent } from '@/server/db/schema';
import { SAMPLE_SITE_CONTENT, siteContentBySection } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';

export type SectionContent = Record<string, string>;

async function readAll(db: Db): Promise<Record<string, SectionContent>> {
  const rows = await db.select().from(siteContent).orderBy(asc(siteContent.section), asc(siteContent.contentKey));
  return siteContentBySection(rows);
}

/** Every site-content section as a map of key to value (one query, cached under 'site-content'). */
export const getAllSiteContent = publicRead(
  'site-content:all',
  ['site-content'],
  async (): Promise<Record<string, SectionContent>> => readAll(await getDb()),
  () => siteContentBySection(SAMPLE_SITE_CONTENT),
);

export async function getSection(section: string): Promise<SectionContent> {
  return (await getAllSiteContent())[section] ?? {};
}

/** Every section as stored now, uncached: what the admin editor starts from. */
export function readAllSiteContent(db: Db): Promise<Record<string, SectionContent>> {
  return readAll(db);
}

export interface SiteContentRowInput {
  key: string;
  value: string;
  type: 'text' | 'image';
}

/**
 * Replaces a section (staff-and-platform.md §7: delete the section's rows, then insert its
 * key/value rows) in one transaction: when any insert fails, the old rows stay. Saves of one
 * section queue on a transaction-scoped advisory lock; without it two concurrent saves would both
 * delete the old rows and the second insert would hit the (section, key) unique constraint.
 */
export async function replaceSection(db: Db, section: string, rows: readonly SiteContentRowInput[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site_content:${section}`}))`);
    await tx.delete(siteContent).where(eq(siteContent.section, section));
    if (rows.length === 0) return;
    const now = new Date();
    await tx
      .insert(siteContent)
      .values(rows.map((r) => ({ section, contentKey: r.key, contentValue: r.value, contentType: r.type, createdAt: now, updatedAt: now })));
  });
}
