import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { guests, users } from '@/server/db/schema';
import { normalizeEmail } from '@/server/auth/users';
import type { AuthUser } from '@/server/auth/types';
import { GUEST_PROFILE_FIELDS, parseBirthDate, type GuestProfileValues, type StateCode } from '@/lib/reservation-schema';
import { maskCep, maskCpf, maskPhone, digitsOnly } from '@/lib/masks';
import { formatDateBr, todayIn } from '@/lib/dates';

// The guest profile (guests table): the data of the reservation form, kept per account. The
// reservation flow and the customer panel store it through the same rules.

/** The profile's fields as stored (and copied onto a reservation): trimmed, masks applied, birth date ISO. */
export function storedGuestProfile(values: GuestProfileValues, today: string) {
  const orNull = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : null);
  return {
    fullName: values.fullName,
    phone: maskPhone(values.phone),
    cpf: maskCpf(values.cpf),
    birthDate: parseBirthDate(values.birthDate, today),
    address: values.address,
    city: values.city,
    state: values.state,
    cep: values.cep && digitsOnly(values.cep).length === 8 ? maskCep(values.cep) : null,
    emergencyContactName: orNull(values.emergencyContactName),
    emergencyContactPhone: values.emergencyContactPhone?.trim() ? maskPhone(values.emergencyContactPhone) : null,
  };
}

/**
 * Saves the profile of an account (values parsed with the form's schema; the hotel's zone decides
 * "today" for the birth date); the e-mail is the account's, and the account's name follows the profile's.
 */
export async function saveGuestProfile(
  db: Db,
  user: Pick<AuthUser, 'id' | 'email'>,
  values: GuestProfileValues,
  ctx: { timeZone: string; now?: () => Date },
): Promise<void> {
  const now = ctx.now?.() ?? new Date();
  const stored = { ...storedGuestProfile(values, todayIn(ctx.timeZone, now)), email: normalizeEmail(user.email) };
  await db.transaction(async (tx) => {
    await tx
      .insert(guests)
      .values({ userId: user.id, ...stored })
      .onConflictDoUpdate({ target: guests.userId, set: { ...stored, updatedAt: now } });
    await tx.update(users).set({ fullName: values.fullName, updatedAt: now }).where(eq(users.id, user.id));
  });
}

/** The profile form's values: the guest profile, else just the account's name. Dates as dd/mm/aaaa, as the form shows them. */
export async function getGuestProfile(db: Db, user: AuthUser): Promise<GuestProfileValues> {
  const [profile] = await db.select().from(guests).where(eq(guests.userId, user.id)).limit(1);
  if (profile) {
    return {
      fullName: profile.fullName,
      phone: profile.phone ?? '',
      cpf: profile.cpf ?? '',
      birthDate: formatDateBr(profile.birthDate),
      address: profile.address ?? '',
      city: profile.city ?? '',
      state: (profile.state ?? '') as StateCode,
      cep: profile.cep ?? '',
      emergencyContactName: profile.emergencyContactName ?? '',
      emergencyContactPhone: profile.emergencyContactPhone ?? '',
    };
  }
  return { ...(Object.fromEntries(GUEST_PROFILE_FIELDS.map((name) => [name, ''])) as GuestProfileValues), fullName: user.fullName ?? '' };
}
