import { describe, expect, it } from 'vitest';
import { internationalPhone, whatsappLink, whatsappMessage, type WhatsappReservation } from '../../lib/whatsapp';
import { depositAmount, pixFormValues, pixSettingsFrom, pixSettingsRows, pixSettingsSchema } from '../../lib/pix-settings';

describe('internationalPhone', () => {
  it.each([
    ['(66) 99999-9999', '5566999999999'],
    ['(66) 3468-0000', '556634680000'],
    ['66999999999', '5566999999999'],
    ['55 (66) 99999-9999', '5566999999999'],
    ['+55 66 99999-9999', '5566999999999'],
    ['+1 (555) 123-4567', '15551234567'],
    ['+351 912 345 678', '351912345678'],
  ])('%s → %s', (phone, expected) => {
    expect(internationalPhone(phone)).toBe(expected);
  });

  it.each(['', '   ', '(66) 9999', '12345', '(06) 99999-9999', '0 66 99999-9999', '+0 123 456 789', '+12', 'telefone', null, undefined])('%j is no phone', (phone) => {
    expect(internationalPhone(phone)).toBeNull();
  });
});

const base: WhatsappReservation = {
  guestName: 'Maria da Silva',
  roomType: 'Suíte Master',
  checkInDate: '2026-12-10',
  checkOutDate: '2026-12-12',
  status: 'pending',
  cancellationReason: null,
  depositAmount: null,
  depositPaidAt: null,
};

describe('whatsappMessage', () => {
  it('a request received, with and without the deposit still due', () => {
    expect(whatsappMessage(base, 'Hotel Água Boa')).toBe(
      'Olá, Maria! Aqui é do Hotel Água Boa. Recebemos seu pedido de reserva: Suíte Master, de 10/12/2026 a 12/12/2026. Ele fica reservado por 24 h enquanto confirmamos. Qualquer dúvida, estamos à disposição.',
    );
    const owed = whatsappMessage({ ...base, depositAmount: 184.5 }, 'Hotel Água Boa');
    expect(owed).toContain('faça o PIX do sinal de R$\u00a0184,50');
    expect(whatsappMessage({ ...base, depositAmount: 184.5, depositPaidAt: new Date() }, 'Hotel Água Boa')).not.toContain('PIX');
  });

  it('confirmed, naming the deposit received only when it was', () => {
    const confirmed = { ...base, status: 'confirmed' as const, depositAmount: 100 };
    expect(whatsappMessage(confirmed, 'Hotel Água Boa')).toContain('Sua reserva está confirmada: Suíte Master, de 10/12/2026 a 12/12/2026.');
    expect(whatsappMessage(confirmed, 'Hotel Água Boa')).not.toContain('PIX');
    expect(whatsappMessage({ ...confirmed, depositPaidAt: '2026-12-01T10:00:00Z' }, 'Hotel Água Boa')).toContain('Recebemos o PIX do sinal de R$\u00a0100,00, obrigado!');
  });

  it('cancelled, with the reason when there is one', () => {
    const cancelled = { ...base, status: 'cancelled' as const };
    expect(whatsappMessage(cancelled, 'Hotel Água Boa')).toContain('Sua reserva (Suíte Master, de 10/12/2026 a 12/12/2026) foi cancelada.');
    expect(whatsappMessage(cancelled, 'Hotel Água Boa')).not.toContain('Motivo');
    expect(whatsappMessage({ ...cancelled, cancellationReason: 'Sem disponibilidade' }, 'Hotel Água Boa')).toContain('Motivo: Sem disponibilidade.');
  });

  it('goes into a wa.me link, encoded; no link without a usable phone', () => {
    const link = whatsappLink('(66) 99999-9999', 'Olá, Maria! 10/12 & mais?');
    expect(link).toBe(`https://wa.me/5566999999999?text=${encodeURIComponent('Olá, Maria! 10/12 & mais?')}`);
    expect(new URL(link!).searchParams.get('text')).toBe('Olá, Maria! 10/12 & mais?');
    expect(whatsappLink('123', 'x')).toBeNull();
  });
});

const valid = { enabled: 'true', key: '+55 (66) 99999-9999', name: 'Hotel Água Boa', city: 'Água Boa', deposit_kind: 'percent', deposit_percent: '30' };
const errorsOf = (input: unknown) => {
  const parsed = pixSettingsSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the PIX settings schema', () => {
  it('stores the key normalised', () => {
    expect(pixSettingsSchema.parse(valid).key).toBe('+5566999999999');
    expect(pixSettingsSchema.parse({ ...valid, key: '529.982.247-25' }).key).toBe('52998224725');
  });

  it('answers in Portuguese: the key, the receiver, the percentage', () => {
    expect(errorsOf({ ...valid, key: '' })).toEqual({ key: 'Informe a chave PIX para ligar o sinal.' });
    expect(errorsOf({ ...valid, key: '66999999999' })).toEqual({
      key: 'Chave PIX inválida: use um e-mail, um CPF ou CNPJ válido, um celular com +55 e DDD, ou uma chave aleatória.',
    });
    expect(errorsOf({ ...valid, name: '', city: '' })).toEqual({ name: 'Informe o nome do recebedor.', city: 'Informe a cidade do recebedor.' });
    expect(errorsOf({ ...valid, deposit_percent: '0' })).toEqual({ deposit_percent: 'A porcentagem deve ser um número inteiro de 1 a 100.' });
    expect(errorsOf({ ...valid, deposit_percent: '12.5' })).toHaveProperty('deposit_percent');
    expect(errorsOf({ ...valid, deposit_kind: 'tudo' })).toEqual({ deposit_kind: 'Escolha a porcentagem da estadia ou a primeira diária.' });
  });

  it('off: nothing is required, but a key typed is still checked', () => {
    expect(errorsOf({ ...valid, enabled: 'false', key: '', name: '', city: '' })).toEqual({});
    expect(errorsOf({ ...valid, enabled: 'false', key: 'nada' })).toHaveProperty('key');
  });

  it('off by default; what is in force comes from the stored rows', () => {
    expect(pixFormValues(undefined)).toMatchObject({ enabled: 'false', deposit_kind: 'percent', deposit_percent: '30' });
    expect(pixSettingsFrom(undefined)).toBeNull();
    const rows = Object.fromEntries(pixSettingsRows(pixSettingsSchema.parse(valid)).map((r) => [r.key, r.value]));
    expect(pixSettingsFrom(rows)).toEqual({ key: '+5566999999999', name: 'Hotel Água Boa', city: 'Água Boa', depositKind: 'percent', depositPercent: 30 });
    expect(pixSettingsFrom({ ...rows, enabled: 'false' })).toBeNull();
    expect(pixSettingsFrom({ ...rows, key: 'quebrada' })).toBeNull();
  });
});

describe('depositAmount', () => {
  it('a percentage of the stay, rounded to cents', () => {
    expect(depositAmount({ depositKind: 'percent', depositPercent: 30 }, { nights: 3, pricePerNight: 205 })).toBe(184.5);
    expect(depositAmount({ depositKind: 'percent', depositPercent: 33 }, { nights: 1, pricePerNight: 99.99 })).toBe(33);
    expect(depositAmount({ depositKind: 'percent', depositPercent: 100 }, { nights: 2, pricePerNight: 440 })).toBe(880);
  });

  it('or the first night', () => {
    expect(depositAmount({ depositKind: 'first_night', depositPercent: 30 }, { nights: 4, pricePerNight: 310.5 })).toBe(310.5);
  });
});
