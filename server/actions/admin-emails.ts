'use server';

import { getTranslations } from 'next-intl/server';
import { config } from '@/server/config';
import { resendEmail, sendTestEmail, type SendNowResult } from '@/server/email/admin';
import { configuredEmailProvider } from '@/server/email/providers';
import { hotelContact } from '@/server/hotel-info';
import { emailIdSchema, testEmailSchema } from '@/lib/admin-desk';
import type { ActionResult } from '@/lib/action-result';
import { staffAction } from './define';

/** The provider's answer of a send-now as the toast (and the test form's line). */
async function sendNowAnswer(sent: SendNowResult | { ok: false; message: string }): Promise<{ result: ActionResult; refreshAdmin: true }> {
  const t = await getTranslations('adminDesk.emails');
  const message = !sent.ok
    ? sent.message
    : sent.outcome === 'sent'
      ? t('sent', { provider: sent.provider, id: sent.providerMessageId ?? '—' })
      : t('queued');
  return { result: { ok: sent.ok, title: t(sent.ok ? 'successTitle' : 'failureTitle'), message }, refreshAdmin: true };
}

/** Resends a failed message: back in the queue (once), then sent at once; the provider's answer. */
export const resendEmailAction = staffAction({
  name: 'e-mail resend',
  schema: emailIdSchema,
  run: async ({ id }, { db }) => sendNowAnswer(await resendEmail(db, configuredEmailProvider(), id, config().EMAIL_FROM)),
});

/** /testemail: a test message to an address through the configured provider; its answer. */
export const sendTestEmailAction = staffAction({
  name: 'test e-mail',
  schema: testEmailSchema,
  fields: ['to'],
  run: async ({ to }, { db }) => {
    const hotel = await hotelContact();
    return sendNowAnswer(await sendTestEmail(db, configuredEmailProvider(), to, { from: config().EMAIL_FROM, hotelName: hotel.name }));
  },
});
