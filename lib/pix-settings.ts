/**
 * The PIX deposit's settings (site content section 'pix-settings', edited in /admin/conteudo): the
 * ONE schema of their form, re-parsed by the server action, and the deposit of a stay. Pure.
 */
import { validation as v, z } from './zod';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';
import { normalizePixKey, plainAscii } from './pix-br-code';

export const PIX_SECTION = 'pix-settings';
export const PIX_FIELDS = ['enabled', 'key', 'name', 'city', 'deposit_kind', 'deposit_percent'] as const;
export type PixField = (typeof PIX_FIELDS)[number];
export const DEPOSIT_KINDS = ['percent', 'first_night'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const PIX_NAME_INPUT_MAX = 60;
export const PIX_CITY_INPUT_MAX = 40;
export const DEFAULT_DEPOSIT_PERCENT = '30';

const text = (max: number, message: string) => z.string().trim().max(max, message).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);

/**
 * Off by default; when on, a valid key (its type recognised, stored normalised), the receiver's
 * name and city, and the deposit: a whole percentage of the stay (1 to 100) or the first night.
 * A key typed while off is still checked, so what is saved is never a broken key.
 */
export const pixSettingsSchema = z
  .object({
    enabled: z.enum(['true', 'false'], { error: v('pix.enabled') }),
    key: text(100, v('pix.key')),
    name: text(PIX_NAME_INPUT_MAX, v('pix.name')),
    city: text(PIX_CITY_INPUT_MAX, v('pix.city')),
    deposit_kind: z.enum(DEPOSIT_KINDS, { error: v('pix.kind') }),
    deposit_percent: z.string().trim(),
  })
  .superRefine((s, ctx) => {
    const on = s.enabled === 'true';
    if (s.key === '') {
      if (on) ctx.addIssue({ code: 'custom', path: ['key'], message: v('pix.keyRequired') });
    } else if (!normalizePixKey(s.key)) ctx.addIssue({ code: 'custom', path: ['key'], message: v('pix.key') });
    if (on && s.name === '') ctx.addIssue({ code: 'custom', path: ['name'], message: v('pix.nameRequired') });
    else if (s.name !== '' && plainAscii(s.name).replace(/[^A-Za-z0-9]/g, '') === '') ctx.addIssue({ code: 'custom', path: ['name'], message: v('pix.asciiName') });
    if (on && s.city === '') ctx.addIssue({ code: 'custom', path: ['city'], message: v('pix.cityRequired') });
    else if (s.city !== '' && plainAscii(s.city).replace(/[^A-Za-z0-9]/g, '') === '') ctx.addIssue({ code: 'custom', path: ['city'], message: v('pix.asciiName') });
    if (s.deposit_kind === 'percent' && !isPercent(s.deposit_percent)) ctx.addIssue({ code: 'custom', path: ['deposit_percent'], message: v('pix.percent') });
  })
  .transform((s) => ({
    ...s,
    key: s.key === '' ? '' : (normalizePixKey(s.key)?.key ?? s.key),
    // Kept while the first night is chosen, so switching back shows it again.
    deposit_percent: isPercent(s.deposit_percent) ? String(Number(s.deposit_percent)) : DEFAULT_DEPOSIT_PERCENT,
  }));
export type PixSettingsValues = z.input<typeof pixSettingsSchema>;

function isPercent(value: string): boolean {
  return /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100;
}

/** The settings in force: null when PIX is off or what is stored is incomplete. */
export interface PixSettings {
  key: string;
  name: string;
  city: string;
  depositKind: DepositKind;
  /** 1–100 when depositKind is 'percent'. */
  depositPercent: number;
}

/** The stored section as the form shows it (defaults for what was never saved). */
export function pixFormValues(stored: Record<string, string> | undefined): PixSettingsValues {
  return {
    enabled: stored?.enabled === 'true' ? 'true' : 'false',
    key: stored?.key ?? '',
    name: stored?.name ?? '',
    city: stored?.city ?? '',
    deposit_kind: stored?.deposit_kind === 'first_night' ? 'first_night' : 'percent',
    deposit_percent: stored?.deposit_percent ?? DEFAULT_DEPOSIT_PERCENT,
  };
}

/** The settings in force from the stored section: null when off or when it no longer parses. */
export function pixSettingsFrom(stored: Record<string, string> | undefined): PixSettings | null {
  if (stored?.enabled !== 'true') return null;
  const parsed = pixSettingsSchema.safeParse(pixFormValues(stored));
  if (!parsed.success) return null;
  const s = parsed.data;
  return { key: s.key, name: s.name, city: s.city, depositKind: s.deposit_kind, depositPercent: Number(s.deposit_percent) };
}

/** The rows the section's save writes (every field: the form always sends them all). */
export function pixSettingsRows(values: z.output<typeof pixSettingsSchema>): { key: PixField; value: string; type: 'text' }[] {
  return PIX_FIELDS.filter((f) => values[f] !== '').map((f) => ({ key: f, value: values[f], type: 'text' as const }));
}

/**
 * The deposit of a stay, rounded to cents: the percentage of nights × price per night, or one
 * night's price (never more than the stay).
 */
export function depositAmount(settings: Pick<PixSettings, 'depositKind' | 'depositPercent'>, stay: { nights: number; pricePerNight: number }): number {
  const total = Math.round(stay.nights * stay.pricePerNight * 100) / 100;
  const amount = settings.depositKind === 'first_night' ? stay.pricePerNight : (total * settings.depositPercent) / 100;
  return Math.min(total, Math.round(amount * 100) / 100);
}

/** A reservation's PIX deposit as the guest sees it: the BR Code and its QR code, drawn by the server. */
export interface PixCharge {
  amount: number;
  /** The BR Code: the "copia e cola" text and the QR code's content. */
  payload: string;
  txid: string;
  /** The receiver's name as the code carries it. */
  receiver: string;
  /** The QR code as one SVG path of dark modules, quiet zone included: viewBox 0 0 size size. */
  qr: { size: number; path: string };
}
