import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { context, insertRoomType, request } from '../helpers/guest-requests';
import { startSmtpServer } from '../helpers/smtp-server';
import { emailOutbox, reservations } from '@/server/db/schema';
import { enqueueEmail } from '@/server/email/outbox';
import { backoffSeconds, dispatchPendingEmails, MAX_EMAIL_ATTEMPTS } from '@/server/email/dispatch';
import { outboxOnlyProvider, resendProvider, smtpProvider } from '@/server/email/providers';
import { EmailSendError, type EmailProvider, type EmailToSend } from '@/server/email/types';
import { createReservation } from '@/server/reservations';
import { stayCalendar } from '@/server/email/ics';
import { breakerFor, resetBreakers } from '@/server/resilience';
import { startFaultProxy } from '../helpers/fault-proxy';

const FROM = 'Hotel Água Boa <reservas@hotel.example>';
let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  // The e-mail breaker is per process: one test's failing provider must not open it for the next.
  resetBreakers();
  await db.delete(emailOutbox);
});

function recorder(): EmailProvider & { sent: EmailToSend[] } {
  const sent: EmailToSend[] = [];
  return { name: 'test', enabled: true, sent, send: async (m) => (sent.push(m), { id: `id-${sent.length}` }) };
}

const failing = (status?: number): EmailProvider => ({
  name: 'test',
  enabled: true,
  send: () => Promise.reject(new EmailSendError('provider down', status)),
});

async function enqueue(kind = 'contact', extra: Partial<Parameters<typeof enqueueEmail>[1]> = {}) {
  return db.transaction((tx) => enqueueEmail(tx, { kind, to: 'someone@example.com', subject: 'Assunto', text: 'Corpo', ...extra }));
}

const rowOf = async (id: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe('outbox and dispatch', () => {
  it('sends due messages once and records the provider id', async () => {
    const id = await enqueue('contact', { replyTo: 'guest@example.com', html: '<p>Corpo</p>' });
    const provider = recorder();
    expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(provider.sent).toEqual([
      {
        from: FROM,
        to: 'someone@example.com',
        replyTo: 'guest@example.com',
        subject: 'Assunto',
        text: 'Corpo',
        html: '<p>Corpo</p>',
        attachments: [],
        idempotencyKey: `email-outbox/${id}`,
      },
    ]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'id-1', lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(provider.sent).toHaveLength(1);
  });

  it('keeps messages pending when no provider is configured', async () => {
    const id = await enqueue();
    expect(await dispatchPendingEmails(db, outboxOnlyProvider, { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('a message rolled back with its transaction is never written', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueEmail(tx, { kind: 'contact', to: 'x@example.com', subject: 's', text: 't' });
        throw new Error('business write failed');
      }),
    ).rejects.toThrow('business write failed');
    expect(await db.select().from(emailOutbox)).toHaveLength(0);
  });

  it('a failing provider keeps the reservation and retries with exponential backoff', async () => {
    const room = await insertRoomType(db, { availableCount: 3 });
    const outcome = await createReservation(db, request(room.id), context());
    expect(outcome.result.ok).toBe(true);
    const reservationId = (outcome.result as { reservation: { id: string } }).reservation.id;

    const started = Date.now();
    expect(await dispatchPendingEmails(db, failing(503), { from: FROM })).toEqual({ sent: 0, retried: 2, failed: 0 });
    let rows = await db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, reservationId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Edge Function Error: provider down (Status: 503)' });
      const delay = row.nextAttemptAt!.getTime() - started;
      expect(delay).toBeGreaterThanOrEqual(backoffSeconds(1) * 1000 - 1000);
      expect(delay).toBeLessThan(backoffSeconds(1) * 1000 + 30_000);
    }
    // Not due yet: nothing is tried.
    expect(await dispatchPendingEmails(db, failing(503), { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });

    const previous = new Map(rows.map((r) => [r.id, r.nextAttemptAt!.getTime()]));
    await db.execute(sql`update email_outbox set next_attempt_at = now() - interval '1 second'`);
    expect(await dispatchPendingEmails(db, failing(), { from: FROM })).toEqual({ sent: 0, retried: 2, failed: 0 });
    rows = await db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, reservationId));
    for (const row of rows) {
      expect(row.attempts).toBe(2);
      expect(row.lastError).toBe('Edge Function Error: provider down (Status: unknown)');
      expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(previous.get(row.id)!);
      expect(row.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(backoffSeconds(2) * 1000 - 5000);
    }

    for (let attempt = 3; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      await db.execute(sql`update email_outbox set next_attempt_at = now() - interval '1 second'`);
      await dispatchPendingEmails(db, failing(500), { from: FROM });
    }
    rows = await db.select().from(emailOutbox).where(eq(emailOutbox.reservationId, reservationId));
    for (const row of rows) expect(row).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    const working = recorder();
    expect(await dispatchPendingEmails(db, working, { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });

    const [kept] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(kept!.status).toBe('pending');
  });

  it('retries and then delivers', async () => {
    const id = await enqueue();
    await dispatchPendingEmails(db, failing(429), { from: FROM });
    await db.execute(sql`update email_outbox set next_attempt_at = now()`);
    const provider = recorder();
    expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('takes back a message left in "sending" by a dead process', async () => {
    const id = await enqueue();
    await db.execute(sql`update email_outbox set status = 'sending', attempts = 1, updated_at = now() - interval '11 minutes' where id = ${id}`);
    const fresh = await enqueue();
    await db.execute(sql`update email_outbox set status = 'sending', attempts = 1 where id = ${fresh}`);
    const provider = recorder();
    expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await rowOf(id)).status).toBe('sent');
    expect((await rowOf(fresh)).status).toBe('sending');
  });

  it('concurrent dispatchers never send a message twice', async () => {
    for (let i = 0; i < 6; i++) await enqueue();
    const provider = recorder();
    const reports = await Promise.all([1, 2, 3].map(() => dispatchPendingEmails(db, provider, { from: FROM })));
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(6);
    expect(provider.sent).toHaveLength(6);
  });
});

describe('SMTP provider against a real SMTP server on loopback', () => {
  it('delivers the guest acknowledgement with its .ics attachment', async () => {
    const smtp = await startSmtpServer();
    try {
      const room = await insertRoomType(db, { name: 'Suíte Premium Casal', availableCount: 2 });
      const input = request(room.id, { fullName: 'Cláudia Araújo' });
      const outcome = await createReservation(db, input, context());
      expect(outcome.result.ok).toBe(true);
      expect(await dispatchPendingEmails(db, smtpProvider(smtp.url), { from: FROM })).toEqual({ sent: 2, retried: 0, failed: 0 });

      expect(smtp.messages).toHaveLength(2);
      const guest = smtp.messages.find((m) => m.to.includes(input.email))!;
      const hotel = smtp.messages.find((m) => m.to.includes('reservas@hotel.example'))!;
      expect(guest.from).toBe('reservas@hotel.example');
      expect(hotel.data).toMatch(/^Reply-To: .*guest/im);
      expect(guest.data).toMatch(/^Subject: /m);
      expect(guest.data).toMatch(/Content-Type: text\/calendar/i);
      expect(guest.data).toMatch(/filename=reserva\.ics/);
      // The .ics part is base64: decode it and check the all-day event.
      const ics = decodeAttachment(guest.data, 'reserva.ics');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(`DTSTART;VALUE=DATE:${input.checkIn.replaceAll('-', '')}`);
      expect(ics).toContain('SUMMARY:Hospedagem – Hotel Água Boa (Suíte Premium Casal)');
      const rows = await db.select().from(emailOutbox);
      expect(rows.every((r) => r.status === 'sent' && r.providerMessageId)).toBe(true);
    } finally {
      await smtp.close();
    }
  });

  it('records an SMTP refusal with its status code', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    try {
      const id = await enqueue();
      expect(await dispatchPendingEmails(db, smtpProvider(smtp.url), { from: FROM })).toEqual({ sent: 0, retried: 1, failed: 0 });
      const row = await rowOf(id);
      expect(row.lastError).toMatch(/^Edge Function Error: .+ \(Status: 550\)$/);
    } finally {
      await smtp.close();
    }
  });
});

function decodeAttachment(raw: string, filename: string): string {
  const start = raw.indexOf(`filename=${filename}`);
  const body = raw.slice(raw.indexOf('\r\n\r\n', start) + 4);
  const base64 = body.slice(0, body.indexOf('\r\n--')).replace(/\s+/g, '');
  return Buffer.from(base64, 'base64').toString('utf8');
}

describe('Resend provider', () => {
  let server: http.Server;
  let endpoint: string;
  const received: { auth?: string; body: Record<string, unknown> }[] = [];
  let status = 200;
  let reply: Record<string, unknown> = { id: 'resend-1' };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(reply));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the message with its attachments', async () => {
    const id = await enqueue('reservation_guest', {
      replyTo: 'hotel@example.com',
      attachments: [{ filename: 'reserva.ics', contentType: 'text/calendar', contentBase64: Buffer.from('BEGIN:VCALENDAR').toString('base64') }],
    });
    expect(await dispatchPendingEmails(db, resendProvider('re_test', { baseUrl: endpoint }), { from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received[0]!.auth).toBe('Bearer re_test');
    expect(received[0]!.body).toMatchObject({
      from: FROM,
      to: ['someone@example.com'],
      subject: 'Assunto',
      reply_to: 'hotel@example.com',
      attachments: [{ filename: 'reserva.ics', content: Buffer.from('BEGIN:VCALENDAR').toString('base64') }],
    });
    expect((await rowOf(id)).providerMessageId).toBe('resend-1');
  });

  it("formats an API error as 'Edge Function Error: {message} (Status: {status})'", async () => {
    status = 422;
    reply = { statusCode: 422, message: 'Invalid `from` field.', name: 'validation_error' };
    const id = await enqueue();
    await dispatchPendingEmails(db, resendProvider('re_test', { baseUrl: endpoint }), { from: FROM });
    expect((await rowOf(id)).lastError).toBe('Edge Function Error: Invalid `from` field. (Status: 422)');
  });

  it("a network failure has status 'unknown'", async () => {
    const id = await enqueue();
    await dispatchPendingEmails(db, resendProvider('re_test', { baseUrl: 'http://127.0.0.1:9', retry: { policy: { baseDelayMs: 1 } } }), { from: FROM });
    expect((await rowOf(id)).lastError).toMatch(/^Edge Function Error: .+ \(Status: unknown\)$/);
  });
});

describe('the .ics file', () => {
  it('is an all-day event covering the stay, CRLF, folded and escaped', () => {
    const ics = stayCalendar({
      uid: 'abc@hotel.example',
      checkIn: '2026-12-30',
      checkOut: '2027-01-02',
      summary: 'Hospedagem; Suíte, vista',
      description: 'Linha 1\nLinha 2 ' + 'é'.repeat(80),
      stamp: new Date('2026-11-01T12:00:00Z'),
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART;VALUE=DATE:20261230\r\n');
    expect(ics).toContain('DTEND;VALUE=DATE:20270103\r\n');
    expect(ics).toContain('DTSTAMP:20261101T120000Z\r\n');
    expect(ics).toContain('SUMMARY:Hospedagem\\; Suíte\\, vista\r\n');
    expect(ics).toContain('DESCRIPTION:Linha 1\\nLinha 2 ');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('an SMTP server that refuses, then accepts', () => {
  it('the outbox delivers each message exactly once after it returns', async () => {
    const smtp = await startSmtpServer();
    const proxy = await startFaultProxy({ host: '127.0.0.1', port: smtp.port });
    try {
      const provider = smtpProvider(`smtp://${proxy.address}`);
      const ids = await Promise.all(['a', 'b', 'c', 'd'].map((n) => enqueue('contact', { to: `${n}@example.com` })));
      await proxy.setMode('refuse');
      // Refused: every message stays pending with its error; three refusals open the e-mail breaker,
      // which refuses the fourth without trying.
      expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 0, retried: 4, failed: 0 });
      expect(breakerFor('email').current()).toBe('open');
      for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect(smtp.messages).toHaveLength(0);

      await proxy.setMode('pass');
      // Later: the messages are due again and the breaker lets a trial through.
      await db.update(emailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      resetBreakers('email');
      expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 4, retried: 0, failed: 0 });
      expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com']);
      for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    } finally {
      await proxy.close();
      await smtp.close();
    }
  });
});

describe('Resend through its SDK with the retry policy', () => {
  it('retries a 503 with the same idempotency key, so the message is delivered once', async () => {
    const keys: (string | undefined)[] = [];
    let answers = [503, 200];
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        keys.push(req.headers['idempotency-key'] as string | undefined);
        const status = answers.shift() ?? 200;
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(status === 200 ? { id: 'resend-9' } : { statusCode: status, message: 'busy', name: 'application_error' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as import('node:net').AddressInfo).port}`;
      const id = await enqueue();
      const provider = resendProvider('re_test', { baseUrl, retry: { policy: { baseDelayMs: 5 } } });
      expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(keys).toEqual([`email-outbox/${id}`, `email-outbox/${id}`]);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'resend-9' });
      // A refusal (422) is not retried.
      answers = [422];
      keys.length = 0;
      await enqueue();
      expect(await dispatchPendingEmails(db, provider, { from: FROM })).toEqual({ sent: 0, retried: 1, failed: 0 });
      expect(keys).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
