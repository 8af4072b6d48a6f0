import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { emailOutbox, notifications } from '@/server/db/schema';
import { countUnreadNotifications, listNotifications, markAllNotificationsRead, markNotificationRead } from '@/server/notifications';
import { listOutbox, resendEmail, sendTestEmail } from '@/server/email/admin';
import { enqueueEmail } from '@/server/email/outbox';
import { outboxOnlyProvider } from '@/server/email/providers';
import { EmailSendError, type EmailProvider, type EmailToSend } from '@/server/email/types';
import { DESK_RESULTS, EMAILS_PAGE_SIZE } from '@/lib/admin-desk';

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400_000;
const FROM = 'Hotel Água Boa <reservas@hotel.example>';

/** A provider that records what it sends, or fails with `failWith`. */
function fakeProvider(failWith?: string): EmailProvider & { sent: EmailToSend[] } {
  const sent: EmailToSend[] = [];
  return {
    name: 'smtp',
    enabled: true,
    sent,
    async send(message) {
      if (failWith) throw new EmailSendError(failWith, 550);
      sent.push(message);
      return { id: `<msg-${sent.length}@smtp.example>` };
    },
  };
}

describe('notifications', () => {
  it('lists the shown ones newest first, hides expired ones, marks one and all read', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const [older, newer, expired] = await db
      .insert(notifications)
      .values([
        { type: 'contact_sent', title: 'Contato', message: 'Carla enviou', data: { name: 'Carla' }, createdAt: at(2), expiresAt: new Date(at(2).getTime() + 7 * DAY) },
        { type: 'new_reservation', title: 'Nova reserva', message: 'Ana pediu', data: { guest_name: 'Ana' }, createdAt: at(1), expiresAt: new Date(at(1).getTime() + 7 * DAY) },
        { type: 'reservation_cancelled', title: 'Cancelada', message: 'Velha', createdAt: at(8), expiresAt: at(1) },
      ])
      .returning();
    const page = await listNotifications(db, { page: 1, pageSize: 10 });
    expect(page.items.map((n) => n.id)).toEqual([newer!.id, older!.id]);
    expect(page.total).toBe(2);
    expect(await countUnreadNotifications(db)).toBe(2);

    expect(await markNotificationRead(db, newer!.id)).toBe(true);
    expect(await countUnreadNotifications(db)).toBe(1);
    expect((await listNotifications(db, { page: 1, pageSize: 10, unreadOnly: true })).items.map((n) => n.id)).toEqual([older!.id]);
    // Expired or unknown: nothing to mark.
    expect(await markNotificationRead(db, expired!.id)).toBe(false);
    expect(await markNotificationRead(db, '00000000-0000-0000-0000-000000000000')).toBe(false);
    const [stillUnread] = await db.select().from(notifications).where(eq(notifications.id, expired!.id));
    expect(stillUnread!.isRead).toBe(false);

    expect(await markAllNotificationsRead(db)).toBe(1);
    expect(await countUnreadNotifications(db)).toBe(0);
    expect(await markAllNotificationsRead(db)).toBe(0);
    const [readOne] = await db.select().from(notifications).where(eq(notifications.id, older!.id));
    expect(readOne!.updatedAt.getTime()).toBeGreaterThan(readOne!.createdAt.getTime());
  });
});

describe('the outbox', () => {
  it('lists newest first with a status filter and pages', async () => {
    // One second apart: rows written within the same clock tick would tie on created_at.
    const start = Date.now() - 3_600_000;
    for (let i = 0; i < EMAILS_PAGE_SIZE + 2; i++) {
      const id = await enqueueEmail(db, { kind: 'contact', to: `lista${i}@example.com`, subject: `Assunto ${i}`, text: 'x' });
      await db.update(emailOutbox).set({ createdAt: new Date(start + i * 1000) }).where(eq(emailOutbox.id, id));
    }
    const first = await listOutbox(db, { page: 1 });
    expect(first.items).toHaveLength(EMAILS_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.items[0]!.subject).toBe(`Assunto ${EMAILS_PAGE_SIZE + 1}`);
    expect((await listOutbox(db, { page: 2 })).items).toHaveLength(first.total - EMAILS_PAGE_SIZE);
    expect((await listOutbox(db, { status: 'failed', page: 1 })).total).toBe(0);
  });

  it('resends a failed message once: back to pending with fresh attempts, sent at once', async () => {
    const id = await enqueueEmail(db, { kind: 'reservation_guest', to: 'falhou@example.com', subject: 'Pedido recebido', text: 'Olá' });
    await db.update(emailOutbox).set({ status: 'failed', attempts: 5, lastError: 'Edge Function Error: boom (Status: 550)' }).where(eq(emailOutbox.id, id));
    expect((await listOutbox(db, { status: 'failed', page: 1 })).items.map((m) => m.id)).toEqual([id]);

    const provider = fakeProvider();
    const result = await resendEmail(db, provider, id, FROM);
    expect(result).toEqual({ ok: true, outcome: 'sent', provider: 'smtp', providerMessageId: '<msg-1@smtp.example>' });
    expect(provider.sent.map((m) => m.to)).toEqual(['falhou@example.com']);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, providerMessageId: '<msg-1@smtp.example>' });

    // A second click: nothing to resend, nothing sent.
    expect(await resendEmail(db, provider, id, FROM)).toEqual({ ok: false, message: DESK_RESULTS.emailNotFailed });
    expect(provider.sent).toHaveLength(1);
    expect(await resendEmail(db, provider, '00000000-0000-0000-0000-000000000000', FROM)).toEqual({ ok: false, message: DESK_RESULTS.emailNotFound });
  });

  it('a resend that fails again records the error; without a provider the message waits in the queue', async () => {
    const id = await enqueueEmail(db, { kind: 'contact', to: 'x@example.com', subject: 'S', text: 'x' });
    await db.update(emailOutbox).set({ status: 'failed', attempts: 5 }).where(eq(emailOutbox.id, id));
    const failing = await resendEmail(db, fakeProvider('mailbox unavailable'), id, FROM);
    expect(failing).toEqual({ ok: false, outcome: 'error', provider: 'smtp', message: 'Edge Function Error: mailbox unavailable (Status: 550)' });
    let [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    // A fresh round: the first new attempt failed, more will follow.
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Edge Function Error: mailbox unavailable (Status: 550)' });

    await db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, id));
    expect(await resendEmail(db, outboxOnlyProvider, id, FROM)).toEqual({ ok: true, outcome: 'queued', provider: 'none' });
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends a test message and gives the provider answer', async () => {
    const provider = fakeProvider();
    const result = await sendTestEmail(db, provider, 'teste@example.com', { from: FROM, hotelName: 'Hotel Água Boa' });
    expect(result).toMatchObject({ ok: true, outcome: 'sent', providerMessageId: '<msg-1@smtp.example>' });
    expect(provider.sent[0]).toMatchObject({ to: 'teste@example.com', subject: 'Teste de e-mail – Hotel Água Boa', from: FROM });
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'test'));
    expect(row!.status).toBe('sent');

    expect(await sendTestEmail(db, outboxOnlyProvider, 'fila@example.com', { from: FROM, hotelName: 'H' })).toEqual({ ok: true, outcome: 'queued', provider: 'none' });
    const queued = await db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'fila@example.com'));
    expect(queued.map((m) => m.status)).toEqual(['pending']);
  });
});
