import { describe, expect, it } from 'vitest';
import { digitsOnly, maskBirthDate, maskCep, maskCpf, maskPhone } from '../../lib/masks';
import { isValidCpf } from '../../lib/cpf';
import { formatPricePerNight, formatTotal, stayNights, stayTotal } from '../../lib/pricing';

const NBSP = '\u00a0';

describe('masks', () => {
  it('keeps digits only', () => {
    expect(digitsOnly('(66) 9.9-x')).toBe('6699');
  });

  it.each([
    ['', ''],
    ['123', '123'],
    ['1234', '123.4'],
    ['123456', '123.456'],
    ['1234567', '123.456.7'],
    ['123456789', '123.456.789'],
    ['1234567890', '123.456.789-0'],
    ['52998224725', '529.982.247-25'],
    ['529982247251234', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
  ])('CPF %s → %s', (input, output) => expect(maskCpf(input)).toBe(output));

  it.each([
    ['', ''],
    ['6', '(6'],
    ['66', '(66'],
    ['663', '(66) 3'],
    ['663478', '(66) 3478'],
    ['6634781', '(66) 3478-1'],
    ['6634781234', '(66) 3478-1234'],
    ['66999991234', '(66) 99999-1234'],
    ['669999912345', '(66) 99999-1234'],
    ['(66) 99999-1234', '(66) 99999-1234'],
  ])('phone %s → %s', (input, output) => expect(maskPhone(input)).toBe(output));

  it.each([
    ['7863', '7863'],
    ['78635', '78635'],
    ['786350', '78635-0'],
    ['78635000', '78635-000'],
    ['786350001', '78635-000'],
  ])('CEP %s → %s', (input, output) => expect(maskCep(input)).toBe(output));

  it.each([
    ['1', '1'],
    ['15', '15'],
    ['150', '15/0'],
    ['1508', '15/08'],
    ['15081', '15/08/1'],
    ['15081990', '15/08/1990'],
    ['150819901', '15/08/1990'],
  ])('birth date %s → %s', (input, output) => expect(maskBirthDate(input)).toBe(output));
});

describe('CPF', () => {
  it.each(['529.982.247-25', '52998224725', '111.444.777-35', '000.000.001-91'])('%s is valid', (cpf) => expect(isValidCpf(cpf)).toBe(true));
  it.each(['529.982.247-24', '529.982.247-15', '111.111.111-11', '000.000.000-00', '1234567890', '123456789012', ''])('%s is invalid', (cpf) =>
    expect(isValidCpf(cpf)).toBe(false),
  );
});

describe('nights and totals', () => {
  it('counts the nights between the dates', () => {
    expect(stayNights('2026-03-10', '2026-03-11')).toBe(1);
    expect(stayNights('2026-02-27', '2026-03-02')).toBe(3);
    expect(stayNights('2028-02-28', '2028-03-01')).toBe(2);
    expect(stayNights('2026-12-31', '2027-01-02')).toBe(2);
  });

  it('is 0 for missing, equal or reversed dates', () => {
    expect(stayNights('', '2026-03-11')).toBe(0);
    expect(stayNights('2026-03-11', undefined)).toBe(0);
    expect(stayNights('2026-03-11', '2026-03-11')).toBe(0);
    expect(stayNights('2026-03-12', '2026-03-11')).toBe(0);
    expect(stayNights('2026-3-1', '2026-03-11')).toBe(0);
  });

  it('multiplies nights by the base price', () => {
    expect(stayTotal(3, 205)).toBe(615);
    expect(stayTotal(2, 199.99)).toBe(399.98);
    expect(stayTotal(0, 440)).toBe(0);
  });

  it('formats whole reais per night and two decimals in totals', () => {
    expect(formatPricePerNight(205)).toBe(`R$${NBSP}205`);
    expect(formatPricePerNight(1440)).toBe(`R$${NBSP}1.440`);
    expect(formatTotal(615)).toBe(`R$${NBSP}615,00`);
    expect(formatTotal(1230.5)).toBe(`R$${NBSP}1.230,50`);
  });
});
