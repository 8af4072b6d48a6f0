// Theme colour maths (public-site.md §3 theme_colors, §9). Colours are 'hue saturation% lightness%',
// the form written into CSS variables. Pure: safe on client and server.
import { translator } from './messages';

export const THEME_KEYS = [
  'primary',
  'secondary',
  'accent',
  'success',
  'background',
  'earth-dark',
  'earth-medium',
  'earth-light',
  'earth-sage',
  'earth-forest',
  'earth-pale',
  'earth-rich',
] as const;

export type ThemeKey = (typeof THEME_KEYS)[number];
export type ThemeColors = Record<ThemeKey, string>;
export interface Hsl {
  h: number;
  s: number;
  l: number;
}

/** Lightness taken off primary for earth-rich and off success for earth-forest (spec §9). */
export const RICH_LIGHTNESS_DELTA = 10;
export const FOREST_LIGHTNESS_DELTA = 15;

const v = translator('validation');
export const HSL_FORMAT_ERROR = v('theme.format');
export const HUE_RANGE_ERROR = v('theme.hue');
export const SATURATION_RANGE_ERROR = v('theme.saturation');
export const LIGHTNESS_RANGE_ERROR = v('theme.lightness');

const NUM = String.raw`(-?\d+(?:\.\d+)?)`;
// "25 60% 30%", "25,60,30", " 25 , 60% ,30 % "; an hsl(...) wrapper and "deg" are tolerated too.
const HSL_RE = new RegExp(
  String.raw`^\s*(?:hsla?\(\s*)?${NUM}(?:deg)?\s*(?:,\s*|\s+)${NUM}\s*%?\s*(?:,\s*|\s+)${NUM}\s*%?\s*\)?\s*$`,
  'i',
);

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
// Two decimals at most, so no value is ever printed in exponent notation.
const round = (n: number) => Math.round(n * 100) / 100;

function parseRaw(value: unknown): Hsl | null {
  if (typeof value !== 'string') return null;
  const m = HSL_RE.exec(value);
  if (!m) return null;
  return { h: Number(m[1]), s: Number(m[2]), l: Number(m[3]) };
}

function clampHsl({ h, s, l }: Hsl): Hsl {
  return { h: round(clamp(h, 0, 360)), s: round(clamp(s, 0, 100)), l: round(clamp(l, 0, 100)) };
}

/** Parses a theme colour, clamping hue to 0-360 and saturation and lightness to 0-100. */
export function parseHsl(value: unknown): Hsl | null {
  const raw = parseRaw(value);
  return raw && clampHsl(raw);
}

export function formatHsl(color: Hsl): string {
  const { h, s, l } = clampHsl(color);
  return `${h} ${s}% ${l}%`;
}

/** Portuguese error for the admin editor, or null when the value is valid as typed. */
export function validateHsl(value: string): string | null {
  const raw = parseRaw(value);
  if (!raw) return HSL_FORMAT_ERROR;
  if (raw.h < 0 || raw.h > 360) return HUE_RANGE_ERROR;
  if (raw.s < 0 || raw.s > 100) return SATURATION_RANGE_ERROR;
  if (raw.l < 0 || raw.l > 100) return LIGHTNESS_RANGE_ERROR;
  return null;
}

function darken(color: string, delta: number): string {
  const hsl = parseHsl(color);
  return hsl ? formatHsl({ ...hsl, l: hsl.l - delta }) : color;
}

const BASE_DEFAULTS = {
  primary: '25 60% 30%',
  secondary: '40 20% 64%',
  accent: '35 45% 40%',
  success: '75 25% 35%',
  background: '40 25% 94%',
  'earth-dark': '25 35% 18%',
  'earth-medium': '30 35% 45%',
  'earth-light': '38 35% 78%',
  'earth-sage': '80 18% 55%',
  'earth-pale': '40 30% 90%',
} as const satisfies Partial<ThemeColors>;

export const DEFAULT_THEME_COLORS: Readonly<ThemeColors> = Object.freeze({
  ...BASE_DEFAULTS,
  'earth-rich': darken(BASE_DEFAULTS.primary, RICH_LIGHTNESS_DELTA),
  'earth-forest': darken(BASE_DEFAULTS.success, FOREST_LIGHTNESS_DELTA),
});

/**
 * A complete theme from stored theme_colors: valid values are normalised, missing or invalid
 * ones take the default; earth-rich and earth-forest derive from the resolved primary and
 * success unless given explicitly.
 */
export function resolveTheme(input: Readonly<Record<string, string | undefined>>): ThemeColors {
  const pick = (key: ThemeKey): string | undefined => {
    const hsl = parseHsl(input[key]);
    return hsl ? formatHsl(hsl) : undefined;
  };
  const theme = { ...DEFAULT_THEME_COLORS };
  for (const key of THEME_KEYS) theme[key] = pick(key) ?? DEFAULT_THEME_COLORS[key];
  theme['earth-rich'] = pick('earth-rich') ?? darken(theme.primary, RICH_LIGHTNESS_DELTA);
  theme['earth-forest'] = pick('earth-forest') ?? darken(theme.success, FOREST_LIGHTNESS_DELTA);
  return theme;
}

/**
 * `:root{--primary:25 60% 30%;…}` for a <style> tag. Every value goes through resolveTheme,
 * so only digits, dots, spaces and % reach the CSS, whatever is stored.
 */
export function themeCss(theme: Readonly<Record<string, string | undefined>>): string {
  const resolved = resolveTheme(theme);
  return `:root{${THEME_KEYS.map((key) => `--${key}:${resolved[key]};`).join('')}}`;
}

function hslToRgb({ h, s, l }: Hsl): [number, number, number] {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

// sRGB channel (0-1) to linear light, as WCAG defines it.
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

function relativeLuminance(color: Hsl): number {
  const [r, g, b] = hslToRgb(color);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio (1 to 21) between two theme colours; null if either does not parse. */
export function contrastRatio(fg: string | Hsl, bg: string | Hsl): number | null {
  const a = typeof fg === 'string' ? parseHsl(fg) : clampHsl(fg);
  const b = typeof bg === 'string' ? parseHsl(bg) : clampHsl(bg);
  if (!a || !b) return null;
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** WCAG AA for normal text. */
export const AA_TEXT_CONTRAST = 4.5;
const WHITE = '0 0% 100%';

export type ContrastPair = 'whiteOnPrimary' | 'primaryOnBackground' | 'textOnBackground';

/**
 * The public site's text pairs that the theme decides, with their ratios and whether they pass AA:
 * white text on primary (buttons), primary text on the background (links, highlights) and the
 * dark text colour on the background. Invalid values are resolved as the page would (defaults).
 */
export function themeContrast(input: Readonly<Record<string, string | undefined>>): { pair: ContrastPair; ratio: number; ok: boolean }[] {
  const theme = resolveTheme(input);
  const pairs: [ContrastPair, string, string][] = [
    ['whiteOnPrimary', WHITE, theme.primary],
    ['primaryOnBackground', theme.primary, theme.background],
    ['textOnBackground', theme['earth-dark'], theme.background],
  ];
  return pairs.map(([pair, fg, bg]) => {
    const ratio = contrastRatio(fg, bg) ?? 1;
    return { pair, ratio: Math.round(ratio * 100) / 100, ok: ratio >= AA_TEXT_CONTRAST };
  });
}
