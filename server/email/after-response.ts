import 'server-only';
import { after } from 'next/server';
import { config } from '@/server/config';
import { getDb } from '@/server/db';
import { log } from '@/server/log';
import { dispatchPendingEmails } from './dispatch';
import { configuredEmailProvider } from './providers';

/**
 * Sends the outbox after the response: the transaction that wrote the e-mails has committed by then,
 * and the guest does not wait for the provider. Server actions and route handlers only.
 */
export function dispatchEmailsAfterResponse(): void {
  after(async () => {
    try {
      await dispatchPendingEmails(await getDb(), configuredEmailProvider(), { from: config().EMAIL_FROM });
    } catch (err) {
      log.warn('e-mail dispatch failed', { error: err instanceof Error ? err.message : String(err) });
    }
  });
}
