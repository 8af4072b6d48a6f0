import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { videoSite } from '@/server/db/schema';
import { SAMPLE_VIDEOS } from '@/server/db/sample-data';
import { publicRead } from '@/server/cache';
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
