// A reservation request's body, without server imports: the integration tests and the e2e tests use it.
import { addDays, todayIn } from '../../lib/dates';

export const TZ = 'America/Cuiaba';

/** A date `days` from today in the hotel's zone. */
export const day = (days: number) => addDays(todayIn(TZ), days);

let guestCounter = 0;
/** A complete, valid request; each call is a different guest unless `email` is given. */
export function request(roomTypeId: string, overrides: Record<string, unknown> = {}) {
  guestCounter++;
  return {
    roomTypeId,
    checkIn: day(10),
    checkOut: day(12),
    fullName: `Hóspede ${guestCounter}`,
    email: `guest${guestCounter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    phone: '66999991234',
    cpf: '52998224725',
    birthDate: '15/08/1990',
    address: 'Rua das Flores, 100',
    city: 'Água Boa',
    state: 'MT',
    cep: '78635000',
    emergencyContactName: '',
    emergencyContactPhone: '',
    specialRequests: 'Andar alto, por favor',
    password: 'segredo123',
    confirmPassword: 'segredo123',
    ...overrides,
  };
}
