'use server';

import { z } from '@/lib/zod';
import { staffAction } from '@/server/auth/guards';
import type { Viewer } from '@/server/auth/types';
import { getDb } from '@/server/db';
import { invalidateFromAction } from '@/server/cache';
import { createVideo, deactivateVideo, toggleVideo, updateVideo, type AdminVideo } from '@/server/videos';
import { log } from '@/server/log';
import { dbErrorMessage } from '@/lib/errors';
import { fieldErrors } from '@/lib/form-errors';
import { videoSchema } from '@/lib/video-schema';
import type { AdminActionState } from '@/components/admin/use-action-toast';

export type VideoActionState = AdminActionState & { video?: AdminVideo };

const NOT_FOUND = 'Vídeo não encontrado. Recarregue a página.';
const idSchema = z.uuid(NOT_FOUND);

async function write(run: () => Promise<AdminVideo | null>): Promise<VideoActionState> {
  let video: AdminVideo | null;
  try {
    video = await run();
  } catch (err) {
    log.error('video save failed', { error: err instanceof Error ? err.message : String(err) });
    return { ok: false, message: dbErrorMessage(err) };
  }
  if (!video) return { ok: false, message: NOT_FOUND };
  invalidateFromAction('videos');
  return { ok: true, video };
}

/** Adds a video (id null) or updates one. */
export const saveVideo = staffAction(async (id: unknown, values: unknown, _viewer: Viewer): Promise<VideoActionState> => {
  if (id !== null && !idSchema.safeParse(id).success) return { ok: false, message: NOT_FOUND };
  const parsed = videoSchema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, Object.keys(videoSchema.shape)) as Record<string, string>;
    return { ok: false, message: Object.values(errors)[0], errors };
  }
  const db = await getDb();
  return write(() => (id === null ? createVideo(db, parsed.data) : updateVideo(db, id as string, parsed.data)));
});

/** Flips a video's is_active. */
export const toggleVideoAction = staffAction(async (id: unknown, _viewer: Viewer): Promise<VideoActionState> => {
  if (!idSchema.safeParse(id).success) return { ok: false, message: NOT_FOUND };
  const db = await getDb();
  return write(() => toggleVideo(db, id as string));
});

/** The spec's soft delete: is_active false. */
export const deleteVideoAction = staffAction(async (id: unknown, _viewer: Viewer): Promise<VideoActionState> => {
  if (!idSchema.safeParse(id).success) return { ok: false, message: NOT_FOUND };
  const db = await getDb();
  return write(() => deactivateVideo(db, id as string));
});
