'use server';

import { headers } from 'next/headers';
import { z } from '@/lib/zod';
import { config } from '@/server/config';
import { hotelContact } from '@/server/hotel-info';
import { clientIp } from '@/server/rate-limit';
import { requestEventQuote, submitQrReview, type QrFormContext } from '@/server/qr/guest-forms';
import type { QrFormResult } from '@/lib/qr';
import { publicAction } from './define';

// The guests' forms of the QR pages. Their domain functions check the honeypot, validate with the
// shared schema and apply the rate limit themselves (as the contact form's).

async function context(): Promise<QrFormContext> {
  const [h, hotel] = await Promise.all([headers(), hotelContact()]);
  return { ip: clientIp(h), hotel, rateLimits: config().RATE_LIMITS === 'on' };
}

export const sendQrReviewAction = publicAction({
  name: 'qr review',
  schema: z.unknown(),
  run: async (input, { db }) => {
    const outcome = await submitQrReview(db, input, await context());
    return { result: outcome.result as QrFormResult };
  },
});

export const requestEventQuoteAction = publicAction({
  name: 'event quote',
  schema: z.unknown(),
  run: async (input, { db }) => {
    const outcome = await requestEventQuote(db, input, await context());
    return { result: outcome.result as QrFormResult, emailsQueued: outcome.emailsQueued };
  },
});
