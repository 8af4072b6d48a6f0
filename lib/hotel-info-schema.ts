/** The hotel-info form's one schema (staff-and-platform.md §3 hotel_info keys), for the admin form and the server. Pure. */
import { maxCharsMessage, validation as v, z } from './zod';
import { digitsOnly, maskPhone } from './masks';
import { PHONE_MIN_DIGITS } from './reservation-schema';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

export const HOTEL_INFO_KEYS = [
  'total_rooms',
  'children_age_policy',
  'minor_policy',
  'phone_primary',
  'phone_whatsapp',
  'email_contact',
  'address',
  'maps_url',
] as const;
export type HotelInfoKey = (typeof HOTEL_INFO_KEYS)[number];

export const HOTEL_INFO_MESSAGES = {
  totalRooms: v('hotelInfo.totalRooms'),
  childrenAge: v('hotelInfo.childrenAge'),
  phone: v('hotelInfo.phone'),
  email: v('emailInvalid'),
  mapsUrl: v('hotelInfo.mapsUrl'),
  tooLong: maxCharsMessage,
};

const text = (max: number) => z.string().trim().max(max, HOTEL_INFO_MESSAGES.tooLong(max)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);
const integerIn = (min: number, max: number, message: string) =>
  text(4).refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), message);
// Empty, or 10 to 11 digits, stored with the mask of lib/masks.ts.
const phone = text(20)
  .refine((v) => v === '' || (digitsOnly(v).length >= PHONE_MIN_DIGITS && digitsOnly(v).length <= 11), HOTEL_INFO_MESSAGES.phone)
  .transform((v) => maskPhone(v));

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const hotelInfoSchema = z.object({
  // spec: total_rooms is used only when it is a number above 0
  total_rooms: integerIn(0, 9999, HOTEL_INFO_MESSAGES.totalRooms),
  children_age_policy: integerIn(0, 17, HOTEL_INFO_MESSAGES.childrenAge),
  minor_policy: text(2000),
  phone_primary: phone,
  phone_whatsapp: phone,
  email_contact: text(254).refine((v) => v === '' || z.email().safeParse(v).success, HOTEL_INFO_MESSAGES.email),
  address: text(300),
  maps_url: text(1000).refine((v) => v === '' || isHttpsUrl(v), HOTEL_INFO_MESSAGES.mapsUrl),
});

export type HotelInfoValues = z.input<typeof hotelInfoSchema>;
