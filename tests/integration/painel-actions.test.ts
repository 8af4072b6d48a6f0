import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, databaseSnapshot, type TestDatabase } from '../helpers/db';
import { memoryCookieJar, type MemoryCookieJar } from '../helpers/auth';
import { day, insertRoomType } from '../helpers/guest-requests';
import * as schema from '@/server/db/schema';
import { SESSION_EXPIRED_MESSAGE } from '@/lib/errors';

// The customer panel's server actions and data route through their Next.js wrappers: every action
// refuses a caller without a session before reading its input, and the signed-in flows answer with
// the panel's toasts.

const state = vi.hoisted(() => {
  process.env.AUTH_PROVIDER = 'local';
  return {
    database: null as null | { db: unknown },
    jar: null as null | MemoryCookieJar,
    invalidated: [] as string[],
    dispatches: 0,
  };
});

vi.mock('@/server/db', () => ({
  getDb: async () => state.database!.db,
  getDatabase: async () => state.database,
}));

vi.mock('@/server/auth/request-context', () => ({
  requestCookies: async () => state.jar ?? memoryCookieJar(),
  requestMeta: async () => ({ ip: '203.0.113.78', userAgent: 'vitest' }),
}));

vi.mock('@/server/email/after-response', () => ({
  dispatchEmailsAfterResponse: () => void state.dispatches++,
}));

vi.mock('@/server/cache', () => ({
  CACHE_TAGS: [],
  // Public reads outside Next: the built-in sample data (prices shown, the sample hotel's address).
  publicRead: (_key: string, _tags: string[], _read: unknown, fallback: () => unknown) => async () => fallback(),
  invalidateFromAction: (...tags: string[]) => void state.invalidated.push(...tags),
}));

let database: TestDatabase;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  state.database = database;
});
afterAll(async () => {
  await database.close();
});

/** A signed-in browser: an account, its session cookie in the jar. */
async function signedIn(email: string) {
  const { signUp } = await import('@/server/auth/users');
  const { createSession } = await import('@/server/auth/sessions');
  const result = await signUp(db, { email, password: 'senha-segura-1', fullName: 'Lia Prado' });
  if (!result.ok) throw new Error('not created');
  const { token } = await createSession(db, result.user.id);
  state.jar = memoryCookieJar({ hotel_session: token });
  return { user: result.user, token };
}

describe('app/painel/actions.ts', () => {
  it('refuses every export to a caller without a session (or a forged one), changing nothing', async () => {
    const actions = (await import('@/server/actions/guest-panel')) as Record<string, unknown>;
    const exported = Object.entries(actions).filter(([, value]) => typeof value === 'function');
    expect(exported.map(([name]) => name).sort()).toEqual(['cancelReservationAction', 'deleteAccountAction', 'updateProfileAction']);
    for (const jar of [memoryCookieJar(), memoryCookieJar({ hotel_session: 'forged-token' })]) {
      state.jar = jar;
      for (const [name, action] of exported) {
        const before = await databaseSnapshot(db);
        // Garbage input: the session check comes before anything reads it.
        const result = await (action as (input: unknown) => Promise<unknown>)({ reservationId: '00000000-0000-0000-0000-000000000000', confirmEmail: 'x@y.z' });
        expect(result, name).toEqual({ ok: false, title: 'Sessão expirada', message: SESSION_EXPIRED_MESSAGE });
        expect(await databaseSnapshot(db), name).toEqual(before);
      }
    }
  });

  it('GET /painel/meus-dados answers 401 without a session and the JSON file with one', async () => {
    const { GET } = await import('@/app/painel/meus-dados/route');
    state.jar = memoryCookieJar();
    const refused = await GET();
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });

    const { user } = await signedIn('lia.export@example.com');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="meus-dados-hotel-agua-boa-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const body = (await response.json()) as { account: { id: string; email: string }; reservations: unknown[] };
    expect(body.account).toMatchObject({ id: user.id, email: 'lia.export@example.com' });
    expect(body.reservations).toEqual([]);
  });

  it('profile: invalid data gets the form’s messages and stores nothing; valid data is saved', async () => {
    const { updateProfileAction } = await import('@/server/actions/guest-panel');
    const { user } = await signedIn('lia.perfil@example.com');
    const values = {
      fullName: 'Lia Prado',
      phone: '(66) 9999',
      cpf: '123.456.789-00',
      birthDate: '15/03/1985',
      address: 'Rua C, 3',
      city: 'Água Boa',
      state: 'MT' as const,
      cep: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
    };
    const before = await databaseSnapshot(db);
    const refused = await updateProfileAction(values);
    expect(refused).toEqual({
      ok: false,
      title: 'Verifique os dados',
      message: 'O telefone deve ter pelo menos 10 dígitos.',
      errors: { phone: 'O telefone deve ter pelo menos 10 dígitos.', cpf: 'CPF inválido.' },
    });
    expect(await databaseSnapshot(db)).toEqual(before);

    const saved = await updateProfileAction({ ...values, phone: '66999887766', cpf: '529.982.247-25' });
    expect(saved).toEqual({ ok: true, title: 'Dados salvos', message: 'Seus dados foram atualizados.' });
    const [row] = await db.select().from(schema.guests).where(eq(schema.guests.userId, user.id));
    expect(row).toMatchObject({ phone: '(66) 99988-7766', cpf: '529.982.247-25', birthDate: '1985-03-15', email: 'lia.perfil@example.com' });
  });

  it('cancel: the toast, the availability tag, the e-mail dispatch; a second try is refused with a clear message', async () => {
    const { cancelReservationAction } = await import('@/server/actions/guest-panel');
    const { user } = await signedIn('lia.cancela@example.com');
    const room = await insertRoomType(db, { availableCount: 3, basePrice: 250 });
    const [r] = await db
      .insert(schema.reservations)
      .values({
        guestUserId: user.id,
        guestName: 'Lia Prado',
        guestEmail: user.email,
        guestPhone: '(66) 99999-0000',
        checkInDate: day(30),
        checkOutDate: day(32),
        roomType: 'Tipo',
        roomTypeId: room.id,
        nights: 2,
        totalPrice: 500,
      })
      .returning();
    state.invalidated = [];
    state.dispatches = 0;

    expect(await cancelReservationAction({ reservationId: 'não-é-um-id' })).toMatchObject({ ok: false, title: 'Reserva não encontrada' });
    expect(await cancelReservationAction({ reservationId: r!.id, reason: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      title: 'Verifique os dados',
      errors: { reason: 'Motivo: máximo de 500 caracteres.' },
    });
    expect(state.invalidated).toEqual([]);

    expect(await cancelReservationAction({ reservationId: r!.id, reason: 'Viagem adiada' })).toEqual({
      ok: true,
      title: 'Reserva cancelada',
      message: 'O cancelamento foi registrado e o hotel foi avisado.',
    });
    expect(state.invalidated).toEqual(['availability']);
    expect(state.dispatches).toBe(1);

    expect(await cancelReservationAction({ reservationId: r!.id })).toEqual({
      ok: false,
      title: 'Reserva já cancelada',
      message: 'Esta reserva já estava cancelada. Nada foi alterado.',
    });
    expect(state.invalidated).toEqual(['availability']);
  });

  it('delete: a wrong address is refused; the right one deletes the account and clears the cookie', async () => {
    const { deleteAccountAction } = await import('@/server/actions/guest-panel');
    const { getSessionUser } = await import('@/server/auth/sessions');
    const { user, token } = await signedIn('lia.exclui@example.com');
    const before = await databaseSnapshot(db);
    expect(await deleteAccountAction({ confirmEmail: 'outra@example.com' })).toEqual({
      ok: false,
      title: 'Confirmação incorreta',
      message: 'O email digitado não é o da sua conta. Nada foi excluído.',
      errors: { confirmEmail: 'O email digitado não é o da sua conta. Nada foi excluído.' },
    });
    expect(await deleteAccountAction({ confirmEmail: '' })).toMatchObject({ ok: false, errors: { confirmEmail: 'Digite o email da sua conta para confirmar.' } });
    expect(await databaseSnapshot(db)).toEqual(before);

    const jar = state.jar!;
    expect(await deleteAccountAction({ confirmEmail: 'Lia.Exclui@example.com' })).toEqual({
      ok: true,
      title: 'Conta excluída',
      message: 'Seus dados pessoais foram apagados e você saiu da conta.',
      redirectTo: '/',
    });
    expect(jar.values.has('hotel_session')).toBe(false);
    expect(await getSessionUser(db, token)).toBeNull();
    expect(await db.select().from(schema.users).where(eq(schema.users.id, user.id))).toEqual([]);
  });
});
