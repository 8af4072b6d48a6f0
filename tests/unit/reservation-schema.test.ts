import { describe, expect, it } from 'vitest';
import {
  BRAZIL_STATES,
  createReservationFormSchema,
  createReservationRequestSchema,
  parseBirthDate,
  RESERVATION_FIELDS,
  RESERVATION_LABELS,
  type ReservationFormValues,
} from '../../lib/reservation-schema';
import { fieldErrors } from '../../lib/form-errors';

// 2026-03-10 23:30 in Cuiabá (UTC-4) is already 2026-03-11 03:30 in UTC.
const LATE_EVENING_CUIABA = new Date('2026-03-11T03:30:00Z');
const schema = createReservationFormSchema({ timeZone: 'America/Cuiaba', now: () => LATE_EVENING_CUIABA });

const valid: ReservationFormValues = {
  checkIn: '2026-03-12',
  checkOut: '2026-03-15',
  fullName: 'Maria da Silva',
  email: 'maria@example.com',
  phone: '(66) 99999-1234',
  cpf: '529.982.247-25',
  birthDate: '15/08/1990',
  address: 'Rua das Flores, 100',
  city: 'Água Boa',
  state: 'MT',
  cep: '78635-000',
  emergencyContactName: '',
  emergencyContactPhone: '',
  specialRequests: '',
  password: 'segredo123',
  confirmPassword: 'segredo123',
};

function errorsOf(values: Record<string, unknown>, s: { safeParse(v: unknown): { success: boolean; error?: unknown } } = schema) {
  const result = s.safeParse(values);
  if (result.success) return {};
  return fieldErrors(result.error as never, RESERVATION_FIELDS) as Record<string, string>;
}

describe('reservation form schema', () => {
  it('accepts a complete form', () => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each([
    ['checkIn', 'Check-in é obrigatório.'],
    ['checkOut', 'Check-out é obrigatório.'],
    ['fullName', 'Nome completo é obrigatório.'],
    ['email', 'Email é obrigatório.'],
    ['phone', 'Telefone é obrigatório.'],
    ['cpf', 'CPF é obrigatório.'],
    ['birthDate', 'Data de nascimento é obrigatório.'],
    ['address', 'Endereço é obrigatório.'],
    ['city', 'Cidade é obrigatório.'],
    ['state', 'Estado é obrigatório.'],
    ['password', 'Senha é obrigatório.'],
    ['confirmPassword', 'Confirmar senha é obrigatório.'],
  ])('requires %s: "%s"', (field, message) => {
    expect(errorsOf({ ...valid, [field]: '' })[field]).toBe(message);
    const missing: Record<string, unknown> = { ...valid };
    delete missing[field];
    expect(errorsOf(missing)[field]).toBe(message);
    expect(message).toBe(`${RESERVATION_LABELS[field as keyof typeof RESERVATION_LABELS]} é obrigatório.`);
  });

  it('treats blank text as empty', () => {
    expect(errorsOf({ ...valid, fullName: '   ' }).fullName).toBe('Nome completo é obrigatório.');
  });

  it('leaves cep, emergency contact and special requests optional', () => {
    const rest: Partial<ReservationFormValues> = { ...valid };
    for (const key of ['cep', 'emergencyContactName', 'emergencyContactPhone', 'specialRequests'] as const) delete rest[key];
    expect(schema.safeParse(rest).success).toBe(true);
  });

  it('answers non-objects with errors, never an exception', () => {
    for (const input of [null, undefined, 'x', 42, []]) expect(schema.safeParse(input).success).toBe(false);
  });

  it('shows one message per empty field, the required one', () => {
    const result = schema.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(['maria', 'maria@', '@example.com', 'maria@example'])('rejects the email %s', (email) => {
    expect(errorsOf({ ...valid, email }).email).toBe('Email inválido.');
  });

  it.each(['15/08/1990', '1990-08-15', '29/02/2000'])('accepts the birth date %s', (birthDate) => {
    expect(errorsOf({ ...valid, birthDate }).birthDate).toBeUndefined();
  });

  it.each(['32/01/1990', '15/13/1990', '00/01/1990', '31/04/1990', '29/02/2001', '01/01/1899', '1990/08/15', '15-08-1990', '150819', '11/03/2026', '2030-01-01'])(
    'rejects the birth date %s',
    (birthDate) => {
      expect(errorsOf({ ...valid, birthDate }).birthDate).toBe('Data de nascimento inválida. Use dd/mm/aaaa.');
    },
  );

  it('accepts a birth date of today in the hotel zone, not tomorrow', () => {
    expect(errorsOf({ ...valid, birthDate: '10/03/2026' }).birthDate).toBeUndefined();
    expect(errorsOf({ ...valid, birthDate: '11/03/2026' }).birthDate).toBeDefined();
  });

  it('normalises birth dates to ISO', () => {
    expect(parseBirthDate('05/01/1980', '2026-01-01')).toBe('1980-01-05');
    expect(parseBirthDate('1980-01-05', '2026-01-01')).toBe('1980-01-05');
    expect(parseBirthDate('1900-01-01', '2026-01-01')).toBe('1900-01-01');
  });

  it('wants equal passwords', () => {
    expect(errorsOf({ ...valid, confirmPassword: 'segredo124' }).confirmPassword).toBe('As senhas devem ser iguais.');
  });

  it('wants passwords of 8 to 128 characters', () => {
    expect(errorsOf({ ...valid, password: '1234567', confirmPassword: '1234567' }).password).toBe('Senha muito curta (mínimo 8).');
    expect(errorsOf({ ...valid, password: '12345678', confirmPassword: '12345678' }).password).toBeUndefined();
    const long = 'x'.repeat(129);
    expect(errorsOf({ ...valid, password: long, confirmPassword: long }).password).toBe('Senha muito longa (máximo 128).');
  });

  it('wants at least 10 phone digits', () => {
    expect(errorsOf({ ...valid, phone: '(66) 9999-999' }).phone).toBe('O telefone deve ter pelo menos 10 dígitos.');
    expect(errorsOf({ ...valid, phone: '(66) 3478-1234' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, emergencyContactPhone: '1234' }).emergencyContactPhone).toBe('O telefone deve ter pelo menos 10 dígitos.');
  });

  it('wants the check-out after the check-in', () => {
    expect(errorsOf({ ...valid, checkOut: valid.checkIn }).checkOut).toBe('O check-out deve ser posterior ao check-in.');
    expect(errorsOf({ ...valid, checkOut: '2026-03-11' }).checkOut).toBe('O check-out deve ser posterior ao check-in.');
  });

  it('reports the date order even when other fields are wrong', () => {
    const errors = errorsOf({ ...valid, fullName: '', checkOut: '2026-03-11' });
    expect(errors.fullName).toBe('Nome completo é obrigatório.');
    expect(errors.checkOut).toBe('O check-out deve ser posterior ao check-in.');
  });

  it('checks the CPF digits', () => {
    expect(errorsOf({ ...valid, cpf: '529.982.247-24' }).cpf).toBe('CPF inválido.');
    expect(errorsOf({ ...valid, cpf: '111.111.111-11' }).cpf).toBe('CPF inválido.');
    expect(errorsOf({ ...valid, cpf: '52998224725' }).cpf).toBeUndefined();
  });

  it('knows the 27 federative units', () => {
    expect(BRAZIL_STATES).toHaveLength(27);
    expect(new Set(BRAZIL_STATES.map((s) => s.code)).size).toBe(27);
    expect(BRAZIL_STATES.find((s) => s.code === 'MT')?.name).toBe('Mato Grosso');
    expect(errorsOf({ ...valid, state: 'XX' }).state).toBe('Estado é obrigatório.');
  });

  it('caps the lengths', () => {
    expect(errorsOf({ ...valid, fullName: 'a'.repeat(121) }).fullName).toBe('Nome completo: máximo de 120 caracteres.');
    expect(errorsOf({ ...valid, specialRequests: 'a'.repeat(1001) }).specialRequests).toBeDefined();
    expect(errorsOf({ ...valid, cep: '7863' }).cep).toBeDefined();
  });

  it('trims text fields', () => {
    const result = schema.parse({ ...valid, fullName: '  Maria  ', email: ' maria@example.com ' });
    expect(result.fullName).toBe('Maria');
    expect(result.email).toBe('maria@example.com');
  });

  it('lists errors in the order of the form', () => {
    const errors = errorsOf({ ...valid, confirmPassword: 'x', checkOut: '2026-03-01', fullName: '' });
    expect(Object.keys(errors)).toEqual(['checkOut', 'fullName', 'confirmPassword']);
  });
});

describe('check-in and the hotel time zone', () => {
  it('accepts a stay starting "today" at 23:30 in Cuiabá while UTC is already tomorrow', () => {
    expect(LATE_EVENING_CUIABA.toISOString().slice(0, 10)).toBe('2026-03-11');
    const errors = errorsOf({ ...valid, checkIn: '2026-03-10', checkOut: '2026-03-11' });
    expect(errors.checkIn).toBeUndefined();
    expect(errors.checkOut).toBeUndefined();
  });

  it('refuses a check-in yesterday in Cuiabá', () => {
    expect(errorsOf({ ...valid, checkIn: '2026-03-09', checkOut: '2026-03-11' }).checkIn).toBe('O check-in não pode ser no passado.');
  });

  it('would refuse the same date in UTC', () => {
    const utc = createReservationFormSchema({ timeZone: 'UTC', now: () => LATE_EVENING_CUIABA });
    expect(errorsOf({ ...valid, checkIn: '2026-03-10', checkOut: '2026-03-11' }, utc).checkIn).toBe('O check-in não pode ser no passado.');
  });

  it('takes a check-in at most 2 years ahead (730 days), never the far future', () => {
    // "Today" is 2026-03-10 in Cuiabá.
    expect(errorsOf({ ...valid, checkIn: '2028-03-09', checkOut: '2028-03-10' }).checkIn).toBeUndefined();
    expect(errorsOf({ ...valid, checkIn: '2028-03-10', checkOut: '2028-03-11' }).checkIn).toBe('O check-in pode ser no máximo 2 anos a partir de hoje.');
    expect(errorsOf({ ...valid, checkIn: '9999-12-29', checkOut: '9999-12-31' }).checkIn).toBe('O check-in pode ser no máximo 2 anos a partir de hoje.');
  });

  it('rejects impossible dates', () => {
    expect(errorsOf({ ...valid, checkIn: '2026-02-30' }).checkIn).toBe('Data inválida.');
    expect(errorsOf({ ...valid, checkOut: '15/03/2026' }).checkOut).toBe('Data inválida.');
  });
});

describe('reservation request schema', () => {
  const request = createReservationRequestSchema({ timeZone: 'America/Cuiaba', now: () => LATE_EVENING_CUIABA });

  it('adds the room type id', () => {
    expect(request.safeParse({ ...valid, roomTypeId: '0b6f3c1e-8a3e-4c3b-9f55-2f6d2c1a7e10' }).success).toBe(true);
    expect(errorsOf({ ...valid, roomTypeId: 'abc' }, request).roomTypeId).toBe('Apartamento é obrigatório.');
    expect(errorsOf(valid, request).roomTypeId).toBe('Apartamento é obrigatório.');
  });

  it('keeps the cross-field rules', () => {
    expect(errorsOf({ ...valid, roomTypeId: '0b6f3c1e-8a3e-4c3b-9f55-2f6d2c1a7e10', confirmPassword: 'y' }, request).confirmPassword).toBe(
      'As senhas devem ser iguais.',
    );
  });
});

describe('the form of a signed-in guest', () => {
  const signedIn = createReservationRequestSchema({ timeZone: 'America/Cuiaba', now: () => LATE_EVENING_CUIABA, signedIn: true });
  const roomTypeId = '0b6f3c1e-8a3e-4c3b-9f55-2f6d2c1a7e10';

  it('asks no password and drops whatever password was sent', () => {
    const { password: _p, confirmPassword: _c, ...withoutPassword } = valid;
    const parsed = signedIn.safeParse({ ...withoutPassword, roomTypeId });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ password: '', confirmPassword: '' });
    expect(signedIn.parse({ ...valid, roomTypeId, password: 'x', confirmPassword: 'y' })).toMatchObject({ password: '', confirmPassword: '' });
  });

  it('keeps every other rule', () => {
    expect(errorsOf({ ...valid, roomTypeId, email: 'nope' }, signedIn).email).toBe('Email inválido.');
  });
});

describe('stay dates (availability)', () => {
  it('checks format, order and length', async () => {
    const { stayDatesSchema } = await import('../../lib/reservation-schema');
    expect(stayDatesSchema.safeParse({ checkIn: '2020-01-01', checkOut: '2020-01-02' }).success).toBe(true);
    expect(errorsOf({ checkIn: '2020-01-02', checkOut: '2020-01-02' }, stayDatesSchema).checkOut).toBe('O check-out deve ser posterior ao check-in.');
    expect(errorsOf({ checkIn: 'x', checkOut: '2020-01-02' }, stayDatesSchema).checkIn).toBe('Data inválida.');
    expect(errorsOf({ checkIn: '2020-01-01', checkOut: '2021-01-02' }, stayDatesSchema).checkOut).toBe('A estadia pode ter no máximo 365 noites.');
    expect(errorsOf({ checkIn: '2020-01-01', checkOut: '2020-12-31' }, stayDatesSchema).checkOut).toBeUndefined();
  });
});
