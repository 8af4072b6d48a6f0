'use server';

import { z } from '@/lib/zod';
import { createVideo, deactivateVideo, toggleVideo, updateVideo, type AdminVideo } from '@/server/videos';
import { VIDEO_MESSAGES, videoSchema } from '@/lib/video-schema';
import type { ActionResult } from '@/lib/action-result';
import { staffAction } from './define';

const NOT_FOUND = VIDEO_MESSAGES.notFound;
const id = z.uuid(NOT_FOUND);

/** The answer with the video as saved, for the list. */
function saved(video: AdminVideo | null) {
  if (!video) return { result: { ok: false, message: NOT_FOUND } satisfies ActionResult };
  return { result: { ok: true, video }, invalidate: ['videos' as const] };
}

/** Adds a video (id null) or updates one. */
export const saveVideo = staffAction({
  name: 'video save',
  schema: videoSchema.extend({ id: id.nullable() }),
  fields: ['id', ...Object.keys(videoSchema.shape)],
  run: async ({ id: videoId, ...values }, { db }) => saved(videoId === null ? await createVideo(db, values) : await updateVideo(db, videoId, values)),
});

/** Flips a video's is_active. */
export const toggleVideoAction = staffAction({
  name: 'video toggle',
  schema: z.object({ id }),
  run: async ({ id: videoId }, { db }) => saved(await toggleVideo(db, videoId)),
});

/** The spec's soft delete: is_active false. */
export const deleteVideoAction = staffAction({
  name: 'video delete',
  schema: z.object({ id }),
  run: async ({ id: videoId }, { db }) => saved(await deactivateVideo(db, videoId)),
});
