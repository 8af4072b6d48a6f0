import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from '@/lib/text';
import { reservationRequestSchema, guestProfileSchema } from '@/lib/reservation-schema';
import { contactSchema } from '@/lib/contact-schema';
import { signUpSchema } from '@/lib/auth-schemas';
import { cancelReservationSchema as guestCancelSchema } from '@/lib/guest-panel';
import { cancelReservationSchema as deskCancelSchema, parseReservationFilters } from '@/lib/admin-desk';
import { hotelInfoSchema } from '@/lib/hotel-info-schema';
import { sectionSchema } from '@/lib/site-content-schema';
import { videoSchema } from '@/lib/video-schema';

describe('isPlainText', () => {
  it('refuses NUL and the other control characters, keeps tabs and line breaks', () => {
    for (const text of ['a\u0000', '\u0001', 'x\u0008y', '\u000b', '\u000c', '\u001b[31m', '\u007f']) expect(isPlainText(text), JSON.stringify(text)).toBe(false);
    for (const text of ['', 'Olá, mundo!', 'linha 1\nlinha 2\r\n\tfim', 'emoji 🏨', '\u00a0', '\u200b']) expect(isPlainText(text), JSON.stringify(text)).toBe(true);
  });
});

// Every free-text field that reaches the database: PostgreSQL refuses NUL in text (a 500 before).
const FIELDS: [string, z.ZodType, string[]][] = [
  ['reservation', reservationRequestSchema, ['fullName', 'phone', 'cpf', 'birthDate', 'address', 'city', 'emergencyContactName', 'emergencyContactPhone', 'specialRequests']],
  ['guest profile', guestProfileSchema, ['fullName', 'address', 'city', 'emergencyContactName']],
  ['contact', contactSchema, ['name', 'phone', 'message']],
  ['sign-up', signUpSchema, ['fullName']],
  ['guest cancel', guestCancelSchema, ['reason']],
  ['desk cancel', deskCancelSchema, ['reason']],
  ['hotel info', hotelInfoSchema, ['minor_policy', 'address', 'phone_primary']],
  ['site content', sectionSchema('hero'), ['title', 'subtitle', 'description', 'image']],
  ['legal page', sectionSchema('politica-privacidade'), ['body']],
  ['video', videoSchema, ['title', 'description']],
];

describe('every form refuses control characters in its text fields', () => {
  it.each(FIELDS)('%s', (_name, schema, fields) => {
    for (const field of fields) {
      const result = schema.safeParse({ [field]: '/abc\u0000def 1234567890' });
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      expect(issue?.message, field).toBe(INVALID_CHARACTERS_MESSAGE);
    }
  });

  it('the reservations filter of the admin drops a search with NUL, with the message', () => {
    expect(parseReservationFilters(new URLSearchParams('q=%00'))).toEqual({ filters: { page: 1 }, errors: [INVALID_CHARACTERS_MESSAGE] });
  });
});
