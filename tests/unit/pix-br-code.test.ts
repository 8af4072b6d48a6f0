import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import {
  buildPixBrCode,
  crc16CcittFalse,
  emvField,
  formatPixAmount,
  isValidCnpj,
  normalizePixKey,
  parseEmv,
  pixTxid,
  plainAscii,
} from '../../lib/pix-br-code';
import { pixCharge, pixQrPng, qrPath } from '../../server/pix/qr';

/**
 * An independent CRC-16/CCITT-FALSE: bit-serial, one input bit at a time (the feedback is the
 * register's top bit XOR the message bit), where lib/pix-br-code.ts XORs a whole byte in first.
 */
function bitwiseCrc(text: string): string {
  let reg = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    for (let i = 7; i >= 0; i--) {
      const feedback = ((reg >> 15) & 1) ^ ((byte >> i) & 1);
      reg = (reg << 1) & 0xffff;
      if (feedback) reg ^= 0x1021;
    }
  }
  return reg.toString(16).toUpperCase().padStart(4, '0');
}

/** The payload's CRC checked both ways: ours and the bit-serial one over everything before the 4 hex digits. */
function expectCrcOk(payload: string) {
  const body = payload.slice(0, -4);
  expect(body.endsWith('6304')).toBe(true);
  expect(payload.slice(-4)).toBe(bitwiseCrc(body));
  expect(payload.slice(-4)).toBe(crc16CcittFalse(body));
}

describe('CRC16-CCITT-FALSE', () => {
  it('gives the catalogued check value of "123456789" (0x29B1), as the bit-serial implementation does', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(bitwiseCrc('123456789')).toBe('29B1');
  });

  it('agrees with the bit-serial implementation on assorted texts (4 uppercase hex digits, zero-padded)', () => {
    for (const text of ['', 'A', '6304', '000201', 'br.gov.bcb.pix', 'x'.repeat(300)]) {
      expect(crc16CcittFalse(text)).toBe(bitwiseCrc(text));
      expect(crc16CcittFalse(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });
});

describe('the BR Code', () => {
  it("reproduces the Banco Central's example (Manual de Padrões para Iniciação do Pix, Anexo I) exactly", () => {
    // Random key, no amount, txid '***': the manual's static code, CRC 1D3D.
    const manual = '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
    expect(buildPixBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA' })).toBe(manual);
    expectCrcOk(manual);
    expect(parseEmv(manual)).not.toBeNull();
  });

  it('checks the CRC of a public code issued by a bank app (phone key, R$ 105,00)', () => {
    const issued = '00020126360014BR.GOV.BCB.PIX0114+55619828476225204000053039865406105.005802BR5920Pedro Rosa Domingues6008Brasilia62070503***63049626';
    expectCrcOk(issued);
    expect(parseEmv(issued)?.find((f) => f.id === '54')?.value).toBe('105.00');
  });

  it('writes every field of a deposit with cents: e-mail key, amount, name, city, txid, CRC', () => {
    const payload = buildPixBrCode({ key: 'hotel@example.com', name: 'Hotel Agua Boa', city: 'AGUA BOA', amount: 123.45, txid: 'RES123' });
    const body =
      '000201' +
      '26390014br.gov.bcb.pix0117hotel@example.com' +
      '52040000' +
      '5303986' +
      '5406123.45' +
      '5802BR' +
      '5914Hotel Agua Boa' +
      '6008AGUA BOA' +
      '62100506RES123' +
      '6304';
    expect(payload).toBe(body + bitwiseCrc(body));
  });

  it('writes amounts with two decimals and a point, and omits field 54 when the amount is zero', () => {
    expect(formatPixAmount(0.5)).toBe('0.50');
    expect(formatPixAmount(1230)).toBe('1230.00');
    expect(formatPixAmount(99.999)).toBe('100.00');
    expect(formatPixAmount(61.5)).toBe('61.50');
    const cents = buildPixBrCode({ key: '+5566999999999', name: 'Hotel', city: 'Agua Boa', amount: 0.07, txid: 'a' });
    expect(cents).toContain('54040.07');
    expectCrcOk(cents);
    const zero = buildPixBrCode({ key: '+5566999999999', name: 'Hotel', city: 'Agua Boa', amount: 0, txid: 'a' });
    expect(parseEmv(zero)?.map((f) => f.id)).toEqual(['00', '26', '52', '53', '58', '59', '60', '62', '63']);
  });

  it('cuts the name to 25 and the city to 15 characters, accents stripped to plain ASCII', () => {
    const payload = buildPixBrCode({ key: 'hotel@example.com', name: 'Pousada e Hotel Água Boa do Araguaia Ltda', city: 'São Félix do Araguaia', amount: 10, txid: 'x' });
    // 'Pousada e Hotel Agua Boa ' is 25 characters: the trailing space goes.
    expect(payload).toContain('5924Pousada e Hotel Agua Boa6015Sao Felix do Ar62');
    expectCrcOk(payload);
    expect(plainAscii('  Ação  Çedilha — ñ ')).toBe('Acao Cedilha n');
  });

  it('takes the txid from the reservation: letters and digits, at most 25; *** when none', () => {
    expect(pixTxid('3f2b9c1e-7d4a-4c8e-9b1f-0a2d3e4f5a6b')).toBe('3f2b9c1e7d4a4c8e9b1f0a2d3');
    expect(pixTxid('---')).toBe('***');
    const payload = buildPixBrCode({ key: 'hotel@example.com', name: 'Hotel', city: 'Agua Boa', amount: 1, txid: '3f2b9c1e-7d4a-4c8e-9b1f-0a2d3e4f5a6b' });
    expect(parseEmv(payload)?.find((f) => f.id === '62')?.value).toBe('05253f2b9c1e7d4a4c8e9b1f0a2d3');
  });

  it('refuses a field over 99 characters and finds a broken CRC', () => {
    expect(() => emvField('26', 'x'.repeat(100))).toThrow(RangeError);
    const payload = buildPixBrCode({ key: 'hotel@example.com', name: 'Hotel', city: 'Agua Boa', amount: 1 });
    expect(parseEmv(payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0'))).toBeNull();
    expect(payload).toContain('54041.00');
    expect(parseEmv(payload.replace('54041.00', '54042.00'))).toBeNull();
  });
});

describe('PIX keys', () => {
  it.each([
    ['Reservas@Hotel.com.br', { type: 'email', key: 'reservas@hotel.com.br' }],
    ['529.982.247-25', { type: 'cpf', key: '52998224725' }],
    ['11.222.333/0001-81', { type: 'cnpj', key: '11222333000181' }],
    ['+55 (66) 99999-9999', { type: 'phone', key: '+5566999999999' }],
    ['+556634680000', { type: 'phone', key: '+556634680000' }],
    ['123E4567-E12B-12D1-A456-426655440000', { type: 'evp', key: '123e4567-e12b-12d1-a456-426655440000' }],
  ])('%s is a key', (input, expected) => {
    expect(normalizePixKey(input)).toEqual(expected);
  });

  it.each(['', 'hotel', 'a@b', '529.982.247-24', '111.111.111-11', '11.222.333/0001-82', '66999999999999', '+1 555 123 4567', '+55 66 9999', 'chave aleatória'])(
    '%j is not',
    (input) => {
      expect(normalizePixKey(input)).toBeNull();
    },
  );

  it('checks CNPJ digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

/** Rasterises an SVG and reads it back with jsQR. */
async function decodeSvg(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(600).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the QR code', () => {
  const settings = { key: 'reservas@hotelaguaboa.com.br', name: 'Hotel Água Boa', city: 'Água Boa', depositKind: 'percent' as const, depositPercent: 30 };

  it('drawn as the SVG path the pages show, decodes back to the payload', async () => {
    const charge = pixCharge(settings, { id: '3f2b9c1e-7d4a-4c8e-9b1f-0a2d3e4f5a6b', depositAmount: 184.5 });
    expect(charge.payload).toContain('5406184.50');
    expect(charge.txid).toBe('3f2b9c1e7d4a4c8e9b1f0a2d3');
    expect(charge.receiver).toBe('Hotel Agua Boa');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${charge.qr.size} ${charge.qr.size}" width="600" height="600" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="${charge.qr.path}" fill="#000"/></svg>`;
    expect(await decodeSvg(svg)).toBe(charge.payload);
  });

  it("as the e-mail's PNG, decodes back to the payload", async () => {
    const payload = buildPixBrCode({ key: '+5566999999999', name: 'Hotel Agua Boa', city: 'Agua Boa', amount: 1230.5, txid: 'abc' });
    const { data, info } = await sharp(await pixQrPng(payload)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(payload);
  });

  it('has a quiet zone of 4 modules', () => {
    const { size, path } = qrPath('teste');
    // Version 1 (21 modules) + 2 × 4.
    expect(size).toBe(29);
    const xs = [...path.matchAll(/M(\d+) (\d+)/g)].flatMap((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...xs)).toBe(4);
  });
});
