'use server';

import { z } from '@/lib/zod';
import { readAvailability, submitContact, submitReservation } from '@/server/guest-requests';
import type { AvailabilityResult, ContactResult, CreateReservationResult } from '@/lib/guest-requests';
import { CONTACT_FIELDS, type ContactField } from '@/lib/contact-schema';
import { publicAction } from './define';

// The reservation dialog and the contact form. Their domain functions validate the request
// themselves (the JSON API at app/api/ shares them) and answer with the spec's toasts.

export const createReservationAction = publicAction({
  name: 'reservation request',
  schema: z.unknown(),
  run: async (input) => ({ result: (await submitReservation(input)).result as CreateReservationResult }),
});

export const getAvailabilityAction = publicAction({
  name: 'availability',
  schema: z.object({ checkIn: z.unknown(), checkOut: z.unknown() }),
  run: async (stay) => ({ result: (await readAvailability(stay)) as AvailabilityResult }),
});

export const sendContactAction = publicAction({
  name: 'contact message',
  schema: z.unknown(),
  run: async (input) => ({ result: (await submitContact(input)).result as ContactResult }),
});

/** What the contact form shows after it was posted without its script: the answer, and what was typed when refused. */
export type PostedContactForm = Awaited<ReturnType<typeof sendContactAction>> & { values: Partial<Record<ContactField, string>> };

/**
 * The contact form as React form state (useActionState): a form sent before the page's script ran,
 * or with JavaScript off, still reaches the same action, and the page it gets back shows the answer.
 */
export async function postContactFormAction(_previous: PostedContactForm | null, form: FormData): Promise<PostedContactForm> {
  const result = await sendContactAction(form);
  const typed = (name: ContactField) => (form instanceof FormData ? form.get(name) : null);
  const values = result.ok ? {} : Object.fromEntries(CONTACT_FIELDS.map((name) => [name, String(typed(name) ?? '')]));
  return { ...result, values };
}
