/** The contact form's one schema (spec §5 "Contact form"), for react-hook-form and the server. Pure. */
import { tooLongMessage, validation as v, z } from './zod';
import { translator, type Messages } from './messages';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { phoneDigits, RESERVATION_MESSAGES } from './reservation-schema';

const form = translator('contact');
/** The fields' labels, as the contact section shows them. */
export const CONTACT_LABELS: Pick<Messages['contact']['form'], 'name' | 'email' | 'phone' | 'message'> = {
  name: form('form.name'),
  email: form('form.email'),
  phone: form('form.phone'),
  message: form('form.message'),
};

export type ContactField = keyof typeof CONTACT_LABELS;
export const CONTACT_FIELDS = Object.keys(CONTACT_LABELS) as ContactField[];

export const CONTACT_MAX = { name: 120, email: 254, phone: 20, message: 2000 } as const;

export const CONTACT_MESSAGES = {
  name: v('contact.name'),
  email: v('emailRequired'),
  emailInvalid: v('emailInvalid'),
  phone: v('contact.phone'),
  message: v('contact.message'),
  honeypot: v('contact.honeypot'),
};

const tooLong = (field: ContactField) => tooLongMessage(CONTACT_LABELS[field], CONTACT_MAX[field]);
const required = (field: ContactField, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(CONTACT_MAX[field], tooLong(field)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);

export const contactSchema = z.object({
  name: required('name', CONTACT_MESSAGES.name),
  email: required('email', CONTACT_MESSAGES.email).pipe(z.email(CONTACT_MESSAGES.emailInvalid)),
  // The spec shows no bound but 'required'; a phone the hotel cannot call back is refused with the
  // reservation form's message.
  phone: required('phone', CONTACT_MESSAGES.phone).refine(phoneDigits, RESERVATION_MESSAGES.phoneShort),
  message: required('message', CONTACT_MESSAGES.message),
  /** Honeypot: hidden from people, filled by bots. The server pretends success when it is filled. */
  website: z.string().max(0, CONTACT_MESSAGES.honeypot).optional(),
});

export type ContactFormValues = z.infer<typeof contactSchema>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: '', email: '', phone: '', message: '', website: '' };

/** True when a bot filled the honeypot (checked on the raw input, before validation). */
export function isHoneypotFilled(input: unknown): boolean {
  const website = typeof input === 'object' && input !== null ? (input as Record<string, unknown>).website : undefined;
  return typeof website === 'string' ? website.trim() !== '' : website != null;
}
