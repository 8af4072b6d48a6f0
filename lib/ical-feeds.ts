/**
 * The calendar sync's forms (admin: /admin/apartamentos/calendarios): the ONE schema of an OTA's
 * import feed, used by the client resolver and re-parsed by the server action. Pure: client and server.
 */
import { requiredMessage, tooLongMessage, validation as v, z } from './zod';
import { translator } from './messages';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

const t = translator('adminCalendars');

export const FEED_LABEL_MAX = 60;
export const FEED_URL_MAX = 2_000;

/** An absolute http(s) address, the only kind the server fetches. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

const hasNoCredentials = (value: string) => !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === '');

export const roomTypeIdSchema = z.uuid(v('calendars.roomType'));
export const feedIdSchema = z.uuid(v('calendars.feed'));

export const icalFeedSchema = z.object({
  roomTypeId: roomTypeIdSchema,
  label: z
    .string({ error: requiredMessage(t('fields.label')) })
    .trim()
    .min(1, requiredMessage(t('fields.label')))
    .max(FEED_LABEL_MAX, tooLongMessage(t('fields.label'), FEED_LABEL_MAX))
    .refine(isPlainText, INVALID_CHARACTERS_MESSAGE),
  url: z
    .string({ error: requiredMessage(t('fields.url')) })
    .trim()
    .min(1, requiredMessage(t('fields.url')))
    .max(FEED_URL_MAX, tooLongMessage(t('fields.url'), FEED_URL_MAX))
    .refine(isPlainText, INVALID_CHARACTERS_MESSAGE)
    // Airbnb's and Google's "webcal://" addresses are https.
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine(isHttpUrl, v('calendars.url'))
    .refine(hasNoCredentials, v('calendars.urlCredentials')),
});
export type IcalFeedInput = z.input<typeof icalFeedSchema>;
export type IcalFeedValues = z.output<typeof icalFeedSchema>;
