/**
 * The site-content editor's sections: which keys each public section reads (components/site/*),
 * their limits, and the ONE zod schema per section used by the admin form and re-parsed by the
 * server action. Pure: safe on client and server.
 */
import { maxCharsMessage, validation as v, z } from './zod';
import { formatHsl, parseHsl, validateHsl, DEFAULT_THEME_COLORS } from './theme';
import { INVALID_CHARACTERS_MESSAGE, isPlainText } from './text';

/**
 * text: one line; textarea: free text; lines: one item per line; switch: 'true' / 'false'; image: a path or URL;
 * document: a page's text with '## ' headings and '- ' items (lib/document.ts).
 */
export type ContentFieldKind = 'text' | 'textarea' | 'lines' | 'switch' | 'image' | 'document';

export type ContentFieldKey =
  | 'title'
  | 'subtitle'
  | 'description'
  | 'image'
  | 'features'
  | 'intro'
  | 'body'
  | 'show_prices'
  | 'cancelar'
  | 'pagamento'
  | 'obrigacoes'
  | 'menores'
  | 'reservas'
  | 'wifi_name'
  | 'wifi_password'
  | 'extensions';

export interface ContentField {
  key: ContentFieldKey;
  kind: ContentFieldKind;
  max: number;
}

const TITLE: ContentField = { key: 'title', kind: 'text', max: 120 };
const SUBTITLE: ContentField = { key: 'subtitle', kind: 'text', max: 200 };
const DESCRIPTION: ContentField = { key: 'description', kind: 'textarea', max: 600 };
const policy = (key: ContentFieldKey): ContentField => ({ key, kind: 'lines', max: 4000 });

/** QR information pages (app/(qr)): the hub and each page, edited in /admin/qr/textos. */
export const QR_PAGE_SECTIONS = [
  'qr-access',
  'qr-cardapio',
  'qr-whatsapp',
  'qr-servicos',
  'qr-ramais',
  'qr-normas',
  'qr-avaliacao',
  'qr-centro-eventos',
  'qr-pet-friendly',
] as const;
export type QrPageSection = (typeof QR_PAGE_SECTIONS)[number];

const INTRO: ContentField = { key: 'intro', kind: 'textarea', max: 1000 };
const PAGE_BODY: ContentField = { key: 'body', kind: 'document', max: 20_000 };
const QR_FIELDS: Record<QrPageSection, ContentField[]> = {
  'qr-access': [TITLE, INTRO, { key: 'wifi_name', kind: 'text', max: 64 }, { key: 'wifi_password', kind: 'text', max: 64 }],
  'qr-cardapio': [TITLE, INTRO],
  'qr-whatsapp': [TITLE, INTRO],
  'qr-servicos': [TITLE, INTRO, PAGE_BODY],
  'qr-ramais': [TITLE, INTRO, { key: 'extensions', kind: 'lines', max: 2000 }],
  'qr-normas': [TITLE, INTRO, PAGE_BODY],
  'qr-avaliacao': [TITLE, INTRO],
  'qr-centro-eventos': [TITLE, INTRO, PAGE_BODY],
  'qr-pet-friendly': [TITLE, INTRO, PAGE_BODY],
};

/** The legal pages linked from the footer (their texts are complete defaults in messages/pt-BR.json `legal`). */
export const LEGAL_PAGE_SECTIONS = ['politica-privacidade', 'termos-uso'] as const;
export type LegalPageSection = (typeof LEGAL_PAGE_SECTIONS)[number];

export const CONTENT_SECTIONS = {
  hero: [TITLE, SUBTITLE, DESCRIPTION, { key: 'image', kind: 'image', max: 500 }],
  accommodations: [TITLE, SUBTITLE, DESCRIPTION],
  leisure: [TITLE, SUBTITLE, DESCRIPTION],
  'apartment-carousel': [TITLE, DESCRIPTION],
  'reservation-settings': [{ key: 'show_prices', kind: 'switch', max: 5 }],
  'hotel-services': [TITLE, SUBTITLE, DESCRIPTION, { key: 'features', kind: 'lines', max: 2000 }],
  'hero-carousel': [TITLE, DESCRIPTION],
  policies: (['cancelar', 'pagamento', 'obrigacoes', 'menores', 'reservas'] as const).map(policy),
  ...(Object.fromEntries(LEGAL_PAGE_SECTIONS.map((s) => [s, [TITLE, { key: 'body', kind: 'document', max: 20_000 }]])) as Record<LegalPageSection, ContentField[]>),
  ...QR_FIELDS,
} as const satisfies Record<string, readonly ContentField[]>;

export type ContentSection = keyof typeof CONTENT_SECTIONS;
export const CONTENT_SECTION_NAMES = Object.keys(CONTENT_SECTIONS) as ContentSection[];

export function isContentSection(value: unknown): value is ContentSection {
  return typeof value === 'string' && Object.hasOwn(CONTENT_SECTIONS, value);
}

export const CONTENT_MESSAGES = {
  tooLong: maxCharsMessage,
  image: v('content.image'),
  switch: v('content.switch'),
  section: v('content.section'),
};

function fieldSchema(field: ContentField) {
  if (field.kind === 'switch') return z.enum(['true', 'false'], { error: CONTENT_MESSAGES.switch });
  const text = z.string().trim().max(field.max, CONTENT_MESSAGES.tooLong(field.max)).refine(isPlainText, INVALID_CHARACTERS_MESSAGE);
  // spec: a local media path starts with '/'; a remote URL begins with http(s)://
  if (field.kind === 'image') return text.refine((v) => v === '' || /^\/(?!\/)\S*$/.test(v) || /^https?:\/\/\S+$/i.test(v), CONTENT_MESSAGES.image);
  // One item per line: blank lines and spaces around items are dropped.
  if (field.kind === 'lines')
    return text.transform((v) =>
      v
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    );
  return text;
}

/** The form schema of one section: every key of the section, a string each. */
export function sectionSchema(section: ContentSection) {
  return z.object(Object.fromEntries(CONTENT_SECTIONS[section].map((f) => [f.key, fieldSchema(f)])));
}

export type SectionValues = Record<string, string>;

/** Site content reservation-settings.show_prices: prices are shown unless it is 'false'. */
export function showsPrices(settings: SectionValues | undefined): boolean {
  return settings?.show_prices !== 'false';
}

/** The rows a section's save writes: blank values are left out so that the page shows its default. */
export function sectionRows(section: ContentSection, values: SectionValues): { key: string; value: string; type: 'text' | 'image' }[] {
  return CONTENT_SECTIONS[section]
    .filter((f) => (values[f.key] ?? '') !== '')
    .map((f) => ({ key: f.key, value: values[f.key]!, type: f.kind === 'image' ? 'image' : 'text' }));
}

// ---------------------------------------------------------------------------------------------
// Theme colours (section theme_colors)
// ---------------------------------------------------------------------------------------------

export const THEME_SECTION = 'theme_colors';
export const EDITABLE_THEME_KEYS = ['primary', 'secondary', 'accent', 'success', 'background'] as const;
export type EditableThemeKey = (typeof EDITABLE_THEME_KEYS)[number];

/** The spec's defaults (public-site.md §9). */
export const THEME_DEFAULTS: Record<EditableThemeKey, string> = Object.fromEntries(EDITABLE_THEME_KEYS.map((k) => [k, DEFAULT_THEME_COLORS[k]])) as Record<
  EditableThemeKey,
  string
>;

const hslField = z
  .string()
  .superRefine((value, ctx) => {
    const error = validateHsl(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  // Stored normalised: '25 60% 30%'.
  .transform((value) => formatHsl(parseHsl(value)!));

export const themeColorsSchema = z.object(Object.fromEntries(EDITABLE_THEME_KEYS.map((k) => [k, hslField])) as Record<EditableThemeKey, typeof hslField>);
export type ThemeColorsValues = z.input<typeof themeColorsSchema>;
