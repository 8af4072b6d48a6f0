/**
 * The static PIX BR Code ("copia e cola" and the QR code's text) as the Banco Central's manual
 * (Manual de Padrões para Iniciação do Pix, Anexo I) builds it on EMV® QRCPS-MPM: a list of
 * ID + two-digit length + value fields, closed by a CRC16-CCITT-FALSE. Pure: client and server.
 */
import { isValidCpf } from './cpf';

/** Field IDs of the EMV QRCPS merchant-presented mode, as the PIX arrangement uses them. */
const ID = {
  payloadFormat: '00',
  merchantAccount: '26',
  merchantCategory: '52',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;

export const PIX_GUI = 'br.gov.bcb.pix';
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
/** Field 26 holds at most 99 characters: GUI (18) and the key's ID and length (4) leave 77. */
export const PIX_KEY_MAX = 77;
/** Field 54 holds at most 13 characters ('9999999999.99'). */
export const PIX_AMOUNT_MAX = 9_999_999_999.99;

/** One field: ID, length in two digits, value. */
export function emvField(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR) as 4 uppercase hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Plain printable ASCII, as banks expect in the name and city: accents dropped ('São' → 'Sao'),
 * any other character outside ASCII removed, spaces collapsed.
 */
export function plainAscii(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The transaction id of field 62-05: letters and digits only, at most 25; '***' when nothing is left. */
export function pixTxid(reference: string): string {
  const id = reference.replace(/[^A-Za-z0-9]/g, '').slice(0, PIX_TXID_MAX);
  return id === '' ? '***' : id;
}

/** An amount as field 54 writes it: a point and two decimals ('1230.50'). */
export function formatPixAmount(amount: number): string {
  return (Math.round(amount * 100) / 100).toFixed(2);
}

export type PixKeyType = 'email' | 'cpf' | 'cnpj' | 'phone' | 'evp';

const EVP = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when `value` holds 14 digits (any punctuation) with valid CNPJ check digits. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const nums = [...digits].map(Number);
  const checkDigit = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((total, w, i) => total + w * nums[i]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === nums[12] && checkDigit(13) === nums[13];
}

/**
 * A PIX key as the DICT stores it, with its type, or null when it is none of the five kinds:
 * e-mail (lower-cased), CPF or CNPJ (digits only, check digits verified), phone (+55, area code and
 * number: '+5566999999999') or random key (EVP, a UUID, lower-cased). A phone must start with +55:
 * eleven bare digits are a CPF.
 */
export function normalizePixKey(input: string): { type: PixKeyType; key: string } | null {
  const value = input.trim();
  if (value === '' || value.length > PIX_KEY_MAX) return null;
  if (EVP.test(value)) return { type: 'evp', key: value.toLowerCase() };
  if (value.includes('@')) return EMAIL.test(value) ? { type: 'email', key: value.toLowerCase() } : null;
  if (value.startsWith('+')) {
    const digits = value.slice(1).replace(/[\s().-]/g, '');
    return /^55[1-9]{2}9?\d{8}$/.test(digits) ? { type: 'phone', key: `+${digits}` } : null;
  }
  if (!/^[\d.\-/\s]+$/.test(value)) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return isValidCpf(digits) ? { type: 'cpf', key: digits } : null;
  if (digits.length === 14) return isValidCnpj(digits) ? { type: 'cnpj', key: digits } : null;
  return null;
}

export interface PixBrCodeInput {
  /** The receiver's PIX key (normalised by normalizePixKey). */
  key: string;
  /** The receiver's name: plain ASCII, cut to 25 characters. */
  name: string;
  /** The receiver's city: plain ASCII, cut to 15 characters. */
  city: string;
  /** In reais; omitted from the code when zero or absent (the payer types it). */
  amount?: number | null;
  /** The transaction id (any text: kept to letters and digits, at most 25). */
  txid?: string;
}

/**
 * The static BR Code: 00 payload format '01', 26 merchant account (GUI br.gov.bcb.pix, key),
 * 52 category '0000', 53 currency '986' (BRL), 54 amount, 58 country 'BR', 59 name, 60 city,
 * 62 additional data (05 txid), then 63 CRC16 over everything before it, '6304' included.
 */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const amount = input.amount && input.amount > 0 ? formatPixAmount(input.amount) : null;
  if (input.amount && input.amount > PIX_AMOUNT_MAX) throw new RangeError('PIX amount too large');
  const name = plainAscii(input.name).slice(0, PIX_NAME_MAX).trim();
  const city = plainAscii(input.city).slice(0, PIX_CITY_MAX).trim();
  const body = [
    emvField(ID.payloadFormat, '01'),
    emvField(ID.merchantAccount, emvField('00', PIX_GUI) + emvField('01', input.key)),
    emvField(ID.merchantCategory, '0000'),
    emvField(ID.currency, '986'),
    amount ? emvField(ID.amount, amount) : '',
    emvField(ID.country, 'BR'),
    emvField(ID.merchantName, name),
    emvField(ID.merchantCity, city),
    emvField(ID.additionalData, emvField('05', pixTxid(input.txid ?? ''))),
    `${ID.crc}04`,
  ].join('');
  return body + crc16CcittFalse(body);
}

/** The fields of a BR Code (top level), in order; null when it is not well-formed or its CRC is wrong. */
export function parseEmv(payload: string): { id: string; value: string }[] | null {
  const fields: { id: string; value: string }[] = [];
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) return null;
    fields.push({ id, value: payload.slice(at + 4, at + 4 + length) });
    at += 4 + length;
  }
  const crc = fields.at(-1);
  if (!crc || crc.id !== ID.crc || crc.value !== crc16CcittFalse(payload.slice(0, -4))) return null;
  return fields;
}
