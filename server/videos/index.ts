import 'server-only';
import { and, asc, desc, eq, not } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { videoSite, type VideoSiteRow } from '@/server/db/schema';
import { SAMPLE_VIDEOS } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';
import { parseYoutubeId } from '@/lib/youtube';
import type { VideoFormValues } from '@/lib/video-schema';
import type { Video } from '@/lib/types';

/** The home page video: the active one of section 'site', else of 'accommodations', else none. */
export const getHomeVideo = publicRead(
  'videos:home',
  ['videos'],
  async (): Promise<Video | null> => {
    const db = await getDb();
    for (const section of ['site', 'accommodations'] as const) {
      const [row] = await db
        .select()
        .from(videoSite)
        .where(and(eq(videoSite.section, section), eq(videoSite.isActive, true)))
        .orderBy(asc(videoSite.sortOrder), desc(videoSite.createdAt))
        .limit(1);
      if (row) return { id: row.id, title: row.title, description: row.description, youtubeId: row.youtubeId, section: row.section, backgroundColor: row.backgroundColor };
    }
    return null;
  },
  () => {
    const v = SAMPLE_VIDEOS.find((s) => s.section === 'site') ?? null;
    return v && { id: v.youtubeId, title: v.title, description: v.description, youtubeId: v.youtubeId, section: v.section, backgroundColor: null };
  },
);

export interface AdminVideo {
  id: string;
  title: string;
  description: string;
  youtubeUrl: string;
  youtubeId: string;
  section: VideoSiteRow['section'];
  backgroundColor: string;
  sortOrder: number;
  isActive: boolean;
  updatedAt: string;
}

function toAdminVideo(r: VideoSiteRow): AdminVideo {
  return {
    id: r.id,
    title: r.title,
    description: r.description ?? '',
    youtubeUrl: r.youtubeUrl,
    youtubeId: r.youtubeId,
    section: r.section,
    backgroundColor: r.backgroundColor ?? '',
    sortOrder: r.sortOrder,
    isActive: r.isActive,
    updatedAt: new Date(r.updatedAt).toISOString(),
  };
}

/** Every video for the admin, ordered by sort_order, then newest first (spec §7). */
export async function listVideos(db: Db): Promise<AdminVideo[]> {
  const rows = await db.select().from(videoSite).orderBy(asc(videoSite.sortOrder), desc(videoSite.createdAt));
  return rows.map(toAdminVideo);
}

function columns(v: VideoFormValues) {
  return {
    title: v.title,
    description: v.description || null,
    youtubeUrl: v.youtubeUrl,
    // The schema refused URLs without an id.
    youtubeId: parseYoutubeId(v.youtubeUrl)!,
    section: v.section,
    backgroundColor: v.backgroundColor || null,
    sortOrder: v.sortOrder,
    isActive: v.isActive,
  };
}

export async function createVideo(db: Db, values: VideoFormValues): Promise<AdminVideo> {
  const now = new Date();
  const [row] = await db
    .insert(videoSite)
    .values({ ...columns(values), createdAt: now, updatedAt: now })
    .returning();
  return toAdminVideo(row!);
}

/** Updates a video; null when it does not exist. */
export async function updateVideo(db: Db, id: string, values: VideoFormValues): Promise<AdminVideo | null> {
  const [row] = await db
    .update(videoSite)
    .set({ ...columns(values), updatedAt: new Date() })
    .where(eq(videoSite.id, id))
    .returning();
  return row ? toAdminVideo(row) : null;
}

/** Flips is_active; null when the video does not exist. */
export async function toggleVideo(db: Db, id: string): Promise<AdminVideo | null> {
  const [row] = await db
    .update(videoSite)
    .set({ isActive: not(videoSite.isActive), updatedAt: new Date() })
    .where(eq(videoSite.id, id))
    .returning();
  return row ? toAdminVideo(row) : null;
}

/** The spec's soft delete: is_active false. Null when the video does not exist. */
export async function deactivateVideo(db: Db, id: string): Promise<AdminVideo | null> {
  const [row] = await db.update(videoSite).set({ isActive: false, updatedAt: new Date() }).where(eq(videoSite.id, id)).returning();
  return row ? toAdminVideo(row) : null;
}
