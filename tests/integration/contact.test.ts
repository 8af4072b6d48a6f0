import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/db';
import { count } from '../helpers/guest-requests';
import { emailOutbox, notifications, rateLimits } from '@/server/db/schema';
import { sendContactMessage, type ContactContext } from '@/server/contact';

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
  await db.delete(emailOutbox);
  await db.delete(notifications);
  await db.delete(rateLimits);
});

const ctx = (overrides: Partial<ContactContext> = {}): ContactContext => ({
  ip: '203.0.113.20',
  hotel: { name: 'Hotel Água Boa', email: 'reservas@hotel.example' },
  rateLimits: false,
  ...overrides,
});
const message = { name: 'Carla Souza', email: 'carla@example.com', phone: '(66) 99999-0001', message: 'Vocês aceitam pets?\nObrigada.', website: '' };

describe('sendContactMessage', () => {
  it('stores the notification and the e-mail to the hotel', async () => {
    const outcome = await sendContactMessage(db, message, ctx());
    expect(outcome.result).toEqual({ ok: true, title: 'Mensagem enviada com sucesso!', message: 'Entraremos em contato em breve.' });
    expect(outcome.emailsQueued).toBe(true);
    const [note] = await db.select().from(notifications);
    // The spec's to, from and name, plus the phone and the message for the admin's notifications.
    expect(note).toMatchObject({ type: 'contact_sent', isRead: false });
    expect(note!.data).toEqual({ to: 'reservas@hotel.example', from: 'carla@example.com', name: 'Carla Souza', phone: '(66) 99999-0001', message: 'Vocês aceitam pets?\nObrigada.' });
    const [mail] = await db.select().from(emailOutbox);
    expect(mail).toMatchObject({ kind: 'contact', toAddress: 'reservas@hotel.example', replyTo: 'carla@example.com', status: 'pending' });
    for (const text of ['Carla Souza', 'carla@example.com', '(66) 99999-0001', 'Vocês aceitam pets?']) expect(mail!.textBody).toContain(text);
  });

  it('pretends success to a bot that fills the honeypot, and stores nothing', async () => {
    const outcome = await sendContactMessage(db, { ...message, website: 'http://spam.example' }, ctx({ rateLimits: true }));
    expect(outcome.result.ok).toBe(true);
    expect(outcome.emailsQueued).toBe(false);
    expect(await count(db, 'notifications')).toBe(0);
    expect(await count(db, 'email_outbox')).toBe(0);
    expect(await count(db, 'rate_limits')).toBe(0);
  });

  it('answers invalid input with field errors', async () => {
    const outcome = await sendContactMessage(db, { ...message, name: '', email: 'x' }, ctx());
    expect(outcome.result).toEqual({
      ok: false,
      code: 'validation',
      title: 'Verifique os dados',
      message: 'Nome é obrigatório.',
      errors: { name: 'Nome é obrigatório.', email: 'Email inválido.' },
    });
    expect((await sendContactMessage(db, null, ctx())).result).toMatchObject({ ok: false, code: 'validation' });
    expect(await count(db, 'email_outbox')).toBe(0);
  });

  it('limits a client to 5 messages per 10 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await sendContactMessage(db, message, ctx({ rateLimits: true }))).result.ok).toBe(true);
    const limited = await sendContactMessage(db, message, ctx({ rateLimits: true }));
    expect(limited.result).toMatchObject({ ok: false, code: 'rate_limited', title: 'Muitas tentativas' });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect((await sendContactMessage(db, message, ctx({ rateLimits: true, ip: '203.0.113.21' }))).result.ok).toBe(true);
    expect(await count(db, 'email_outbox')).toBe(6);
  });

  it('sends the e-mail even when the notification fails (best effort)', async () => {
    await database.runInTransaction((run) =>
      run.exec(`
        create function test_refuse_notification() returns trigger language plpgsql as $$ begin raise exception 'down'; end $$;
        create trigger test_refuse_notification before insert on notifications for each row execute function test_refuse_notification();`),
    );
    try {
      expect((await sendContactMessage(db, message, ctx())).result.ok).toBe(true);
      expect(await count(db, 'notifications')).toBe(0);
      expect(await count(db, 'email_outbox')).toBe(1);
    } finally {
      await database.runInTransaction((run) => run.exec('drop trigger test_refuse_notification on notifications; drop function test_refuse_notification();'));
    }
  });

  it("fails as a whole when the e-mail cannot be written ('Erro ao enviar mensagem')", async () => {
    await database.runInTransaction((run) =>
      run.exec(`
        create function test_refuse_mail() returns trigger language plpgsql as $$ begin raise exception 'down'; end $$;
        create trigger test_refuse_mail before insert on email_outbox for each row execute function test_refuse_mail();`),
    );
    try {
      const outcome = await sendContactMessage(db, message, ctx());
      expect(outcome.result).toEqual({
        ok: false,
        code: 'failed',
        title: 'Erro ao enviar mensagem',
        message: 'Tente novamente ou entre em contato por telefone.',
      });
      expect(await count(db, 'notifications')).toBe(0);
    } finally {
      await database.runInTransaction((run) => run.exec('drop trigger test_refuse_mail on email_outbox; drop function test_refuse_mail();'));
    }
  });
});
