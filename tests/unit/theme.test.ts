import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_THEME_COLORS,
  formatHsl,
  HSL_FORMAT_ERROR,
  HUE_RANGE_ERROR,
  LIGHTNESS_RANGE_ERROR,
  parseHsl,
  resolveTheme,
  SATURATION_RANGE_ERROR,
  THEME_KEYS,
  themeCss,
  validateHsl,
} from '../../lib/theme';

describe('defaults', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_THEME_COLORS).toMatchObject({
      primary: '25 60% 30%',
      secondary: '40 20% 64%',
      accent: '35 45% 40%',
      success: '75 25% 35%',
      background: '40 25% 94%',
    });
  });

  it('covers every theme key with a parseable value', () => {
    expect(THEME_KEYS).toHaveLength(12);
    expect(Object.keys(DEFAULT_THEME_COLORS).sort()).toEqual([...THEME_KEYS].sort());
    for (const key of THEME_KEYS) expect(parseHsl(DEFAULT_THEME_COLORS[key])).not.toBeNull();
  });

  it('derives earth-rich and earth-forest from the defaults', () => {
    expect(DEFAULT_THEME_COLORS['earth-rich']).toBe('25 60% 20%');
    expect(DEFAULT_THEME_COLORS['earth-forest']).toBe('75 25% 20%');
  });
});

describe('parseHsl', () => {
  it.each([
    ['canonical', '25 60% 30%', { h: 25, s: 60, l: 30 }],
    ['extra spaces', '  25   60%   30%  ', { h: 25, s: 60, l: 30 }],
    ['no %', '25 60 30', { h: 25, s: 60, l: 30 }],
    ['commas', '25, 60%, 30%', { h: 25, s: 60, l: 30 }],
    ['commas without spaces', '25,60,30', { h: 25, s: 60, l: 30 }],
    ['space before %', '25 60 % 30 %', { h: 25, s: 60, l: 30 }],
    ['decimals', '25.5 60.25% 30.75%', { h: 25.5, s: 60.25, l: 30.75 }],
    ['hsl() wrapper', 'hsl(25, 60%, 30%)', { h: 25, s: 60, l: 30 }],
    ['deg unit', '25deg 60% 30%', { h: 25, s: 60, l: 30 }],
  ])('%s', (_label, input, expected) => {
    expect(parseHsl(input)).toEqual(expected);
  });

  it.each([
    ['hue above 360', '400 60% 30%', { h: 360, s: 60, l: 30 }],
    ['negative hue', '-10 60% 30%', { h: 0, s: 60, l: 30 }],
    ['saturation above 100', '25 150% 30%', { h: 25, s: 100, l: 30 }],
    ['negative lightness', '25 60% -5%', { h: 25, s: 60, l: 0 }],
    ['lightness above 100', '25 60% 101%', { h: 25, s: 60, l: 100 }],
  ])('clamps %s', (_label, input, expected) => {
    expect(parseHsl(input)).toEqual(expected);
  });

  it.each([
    ['empty', ''],
    ['two numbers', '25 60%'],
    ['four numbers', '25 60% 30% 40%'],
    ['hex', '#ff0000'],
    ['words', 'red'],
    ['css injection', '25 60% 30%;}body{display:none'],
    ['not a string', 42],
    ['undefined', undefined],
    ['null', null],
  ])('rejects %s', (_label, input) => {
    expect(parseHsl(input)).toBeNull();
  });
});

describe('formatHsl', () => {
  it('formats, clamps and rounds to two decimals', () => {
    expect(formatHsl({ h: 25, s: 60, l: 30 })).toBe('25 60% 30%');
    expect(formatHsl({ h: 500, s: -3, l: 120 })).toBe('360 0% 100%');
    expect(formatHsl({ h: 1 / 3, s: 1e-9, l: 33.333333 })).toBe('0.33 0% 33.33%');
  });
});

describe('validateHsl', () => {
  it.each([
    ['valid', '25 60% 30%', null],
    ['valid with commas', '25, 60%, 30%', null],
    ['limits', '360 100% 0%', null],
    ['bad format', 'vermelho', HSL_FORMAT_ERROR],
    ['missing value', '25 60%', HSL_FORMAT_ERROR],
    ['hue out of range', '361 60% 30%', HUE_RANGE_ERROR],
    ['negative hue', '-1 60% 30%', HUE_RANGE_ERROR],
    ['saturation out of range', '25 101% 30%', SATURATION_RANGE_ERROR],
    ['lightness out of range', '25 60% 130%', LIGHTNESS_RANGE_ERROR],
  ])('%s', (_label, input, expected) => {
    expect(validateHsl(input)).toBe(expected);
  });

  it('format message is the agreed text', () => {
    expect(HSL_FORMAT_ERROR).toBe('Use o formato "matiz saturação% luminosidade%", ex.: 25 60% 30%.');
  });
});

describe('resolveTheme', () => {
  it('fills every key with defaults for an empty input', () => {
    expect(resolveTheme({})).toEqual(DEFAULT_THEME_COLORS);
  });

  it('keeps valid values normalised and replaces invalid ones with defaults', () => {
    const theme = resolveTheme({ primary: ' 10, 50, 40 ', secondary: 'azul', accent: '400 60% 30%' });
    expect(theme.primary).toBe('10 50% 40%');
    expect(theme.secondary).toBe(DEFAULT_THEME_COLORS.secondary);
    expect(theme.accent).toBe('360 60% 30%');
  });

  it('derives earth-rich from primary (lightness − 10) and earth-forest from success (lightness − 15)', () => {
    const theme = resolveTheme({ primary: '200 50% 45%', success: '120 40% 50%' });
    expect(theme['earth-rich']).toBe('200 50% 35%');
    expect(theme['earth-forest']).toBe('120 40% 35%');
  });

  it('clamps derived lightness at 0', () => {
    const theme = resolveTheme({ primary: '25 60% 5%', success: '75 25% 10%' });
    expect(theme['earth-rich']).toBe('25 60% 0%');
    expect(theme['earth-forest']).toBe('75 25% 0%');
  });

  it('keeps explicit earth-rich and earth-forest', () => {
    const theme = resolveTheme({ primary: '200 50% 45%', 'earth-rich': '1 2% 3%', 'earth-forest': '4 5% 6%' });
    expect(theme['earth-rich']).toBe('1 2% 3%');
    expect(theme['earth-forest']).toBe('4 5% 6%');
  });

  it('derives from the primary default when the given primary is invalid', () => {
    expect(resolveTheme({ primary: 'nope' })['earth-rich']).toBe('25 60% 20%');
  });
});

describe('themeCss', () => {
  it('writes every variable in order', () => {
    const css = themeCss(DEFAULT_THEME_COLORS);
    expect(css.startsWith(':root{--primary:25 60% 30%;--secondary:40 20% 64%;')).toBe(true);
    expect(css.endsWith('--earth-rich:25 60% 20%;}')).toBe(true);
    expect(css.match(/--[a-z-]+:/g)).toHaveLength(THEME_KEYS.length);
  });

  it('never lets anything but digits, dots, spaces and % into the values', () => {
    const css = themeCss({
      primary: '25 60% 30%;}</style><script>alert(1)</script>',
      'earth-dark': '1e3 50% 50%',
      evil: 'x}',
    });
    expect(css).toContain('--primary:25 60% 30%;');
    expect(css).not.toContain('evil');
    const values = [...css.matchAll(/--[a-z-]+:([^;]*);/g)].map((m) => m[1]);
    expect(values).toHaveLength(THEME_KEYS.length);
    for (const value of values) expect(value).toMatch(/^[\d. %]+$/);
  });
});

describe('contrastRatio', () => {
  it('white on black is 21, same colour is 1', () => {
    expect(contrastRatio('0 0% 100%', '0 0% 0%')).toBeCloseTo(21, 10);
    expect(contrastRatio('0 0% 0%', '0 0% 100%')).toBeCloseTo(21, 10);
    expect(contrastRatio('25 60% 30%', '25 60% 30%')).toBe(1);
  });

  it('matches known WCAG values', () => {
    // #ff0000 on white: 3.998; #777777 (0 0% 46.67%) on white: 4.48
    expect(contrastRatio('0 100% 50%', '0 0% 100%')).toBeCloseTo(3.998, 3);
    expect(contrastRatio({ h: 0, s: 0, l: 46.67 }, '0 0% 100%')).toBeCloseTo(4.48, 2);
  });

  it('default primary text on the default background passes AA (4.5)', () => {
    expect(contrastRatio(DEFAULT_THEME_COLORS.primary, DEFAULT_THEME_COLORS.background)).toBeGreaterThan(4.5);
  });

  it('is null for an unparseable colour', () => {
    expect(contrastRatio('nope', '0 0% 0%')).toBeNull();
  });
});
