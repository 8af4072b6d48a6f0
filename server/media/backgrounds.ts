import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { mediaGallery, sectionBackgrounds } from '@/server/db/schema';
import { MEDIA_MESSAGES } from '@/lib/media';
import { sectionBackgroundSchema } from '@/lib/media-schema';
import { isUuid } from '@/lib/zod';

export type BackgroundOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'not_found'; message: string };

/** Sets a section's background (spec §4: active with the media id), creating the section's row if needed. */
export async function setSectionBackground(db: Db, section: string, mediaId: string): Promise<BackgroundOutcome> {
  const parsed = sectionBackgroundSchema.safeParse({ section });
  if (!parsed.success) return { ok: false, reason: 'invalid', message: parsed.error.issues[0]!.message };
  if (!isUuid(mediaId)) return { ok: false, reason: 'not_found', message: MEDIA_MESSAGES.notFound };
  return db.transaction(async (tx) => {
    // Locks the media row: a delete running meanwhile either clears this background or finds it set after.
    const [media] = await tx.select({ id: mediaGallery.id }).from(mediaGallery).where(eq(mediaGallery.id, mediaId)).for('share');
    if (!media) return { ok: false, reason: 'not_found', message: MEDIA_MESSAGES.notFound } as const;
    await tx
      .insert(sectionBackgrounds)
      .values({ section: parsed.data.section, mediaId, isActive: true })
      .onConflictDoUpdate({ target: sectionBackgrounds.section, set: { mediaId, isActive: true, updatedAt: new Date() } });
    return { ok: true } as const;
  });
}

/** Removes a section's background: the row stays, inactive (spec §4). */
export async function removeSectionBackground(db: Db, section: string): Promise<BackgroundOutcome> {
  const parsed = sectionBackgroundSchema.safeParse({ section });
  if (!parsed.success) return { ok: false, reason: 'invalid', message: parsed.error.issues[0]!.message };
  await db.update(sectionBackgrounds).set({ isActive: false, updatedAt: new Date() }).where(eq(sectionBackgrounds.section, parsed.data.section));
  return { ok: true };
}

/** The active backgrounds with their image, by section (spec §7: select active by section, joined media). */
export async function activeSectionBackgrounds(db: Db) {
  const rows = await db
    .select({ section: sectionBackgrounds.section, media: mediaGallery })
    .from(sectionBackgrounds)
    .innerJoin(mediaGallery, eq(mediaGallery.id, sectionBackgrounds.mediaId))
    .where(and(eq(sectionBackgrounds.isActive, true)));
  return new Map(rows.map((r) => [r.section, r.media]));
}
