/** The admin video form's one schema (public-site.md §3 video_site, §5 Videos), for the form and the server. Pure. */
import { maxCharsMessage, validation as v, z } from './zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { parseYoutubeId, YOUTUBE_URL_ERROR } from './youtube';

export const VIDEO_SECTIONS = ['site', 'accommodations', 'others'] as const;
export type VideoSection = (typeof VIDEO_SECTIONS)[number];

export const VIDEO_MESSAGES = {
  title: v('video.title'),
  tooLong: maxCharsMessage,
  section: v('video.section'),
  color: v('video.color'),
  sortOrder: v('video.sortOrder'),
  notFound: v('video.notFound'),
};

export const videoSchema = z.object({
  title: z.string().trim().min(1, VIDEO_MESSAGES.title).max(120, VIDEO_MESSAGES.tooLong(120)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  description: z.string().trim().max(500, VIDEO_MESSAGES.tooLong(500)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  youtubeUrl: z
    .string()
    .trim()
    .max(500, VIDEO_MESSAGES.tooLong(500))
    .refine((v) => parseYoutubeId(v) !== null, YOUTUBE_URL_ERROR),
  section: z.enum(VIDEO_SECTIONS, { error: VIDEO_MESSAGES.section }),
  backgroundColor: z
    .string()
    .trim()
    .refine((v) => v === '' || /^#[0-9a-f]{6}$/i.test(v), VIDEO_MESSAGES.color),
  sortOrder: z.coerce.number({ error: VIDEO_MESSAGES.sortOrder }).int(VIDEO_MESSAGES.sortOrder).min(0, VIDEO_MESSAGES.sortOrder).max(9999, VIDEO_MESSAGES.sortOrder),
  isActive: z.boolean(),
});

export type VideoFormInput = z.input<typeof videoSchema>;
export type VideoFormValues = z.output<typeof videoSchema>;

export const EMPTY_VIDEO_FORM: VideoFormInput = { title: '', description: '', youtubeUrl: '', section: 'site', backgroundColor: '', sortOrder: 0, isActive: true };

