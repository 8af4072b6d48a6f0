'use server';

import { readAvailability, submitContact, submitReservation } from '@/server/guest-requests';
import type { AvailabilityResult, ContactResult, CreateReservationResult } from '@/lib/guest-requests';
import type { ReservationRequest } from '@/lib/reservation-schema';
import type { ContactFormValues } from '@/lib/contact-schema';

// Thin wrappers for the reservation dialog and the contact form; the server re-validates everything.

export async function createReservationAction(input: ReservationRequest): Promise<CreateReservationResult> {
  return (await submitReservation(input)).result;
}

export async function getAvailabilityAction(checkIn: string, checkOut: string): Promise<AvailabilityResult> {
  return readAvailability({ checkIn, checkOut });
}

export async function sendContactAction(input: ContactFormValues): Promise<ContactResult> {
  return (await submitContact(input)).result;
}
