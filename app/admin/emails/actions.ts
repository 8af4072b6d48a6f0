'use server';

import { revalidatePath } from 'next/cache';
import { staffAction } from '@/server/auth/guards';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { resendEmail, sendTestEmail, type SendNowResult } from '@/server/email/admin';
import { configuredEmailProvider } from '@/server/email/providers';
import { hotelContact } from '@/server/hotel-info';
import { emailIdSchema, firstIssue, formValue, testEmailSchema } from '@/lib/admin-desk';

/** The answer of a send-now action: the provider's answer, or a message; field errors for the test form. */
export type SendNowState = { ok: false; message: string; errors?: Record<string, string> } | SendNowResult;

/** Resends a failed message: back in the queue (once), then sent at once; the provider's answer. */
export const resendEmailAction = staffAction<[SendNowState | null, FormData], SendNowState>(async (_prev, formData) => {
  const parsed = emailIdSchema.safeParse({ id: formValue(formData, 'id') });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error) };
  const result = await resendEmail(await getDb(), configuredEmailProvider(), parsed.data.id, config().EMAIL_FROM);
  revalidatePath('/admin/emails');
  return result;
});

/** /testemail: a test message to an address through the configured provider; its answer. */
export const sendTestEmailAction = staffAction<[SendNowState | null, FormData], SendNowState>(async (_prev, formData) => {
  const parsed = testEmailSchema.safeParse({ to: formValue(formData, 'to') });
  if (!parsed.success) return { ok: false, message: firstIssue(parsed.error), errors: { to: firstIssue(parsed.error) } };
  const hotel = await hotelContact();
  const result = await sendTestEmail(await getDb(), configuredEmailProvider(), parsed.data.to, { from: config().EMAIL_FROM, hotelName: hotel.name });
  revalidatePath('/admin/emails');
  return result;
});
