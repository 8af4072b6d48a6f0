'use server';

import { z } from '@/lib/zod';
import { readAvailability, submitContact, submitReservation } from '@/server/guest-requests';
import type { AvailabilityResult, ContactResult, CreateReservationResult } from '@/lib/guest-requests';
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
