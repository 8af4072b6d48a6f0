import { describe, expect, it } from 'vitest';
import { hotelInfoSchema, type HotelInfoValues } from '../../lib/hotel-info-schema';
import { sectionRows, sectionSchema, THEME_DEFAULTS, themeColorsSchema } from '../../lib/site-content-schema';
import { EMPTY_VIDEO_FORM, videoSchema } from '../../lib/video-schema';
import { reviewModerationSchema } from '../../lib/review-schema';
import { HSL_FORMAT_ERROR, HUE_RANGE_ERROR, LIGHTNESS_RANGE_ERROR, SATURATION_RANGE_ERROR, themeContrast } from '../../lib/theme';

const firstError = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? null : { path: result.error!.issues[0]!.path.join('.'), message: result.error!.issues[0]!.message };

describe('theme colours', () => {
  it('accepts the spec defaults and normalises what it stores', () => {
    expect(THEME_DEFAULTS).toEqual({ primary: '25 60% 30%', secondary: '40 20% 64%', accent: '35 45% 40%', success: '75 25% 35%', background: '40 25% 94%' });
    const parsed = themeColorsSchema.parse({ ...THEME_DEFAULTS, primary: ' 200,50,40 ' });
    expect(parsed.primary).toBe('200 50% 40%');
  });

  it.each([
    ['361 50% 50%', HUE_RANGE_ERROR],
    ['-1 50% 50%', HUE_RANGE_ERROR],
    ['20 101% 50%', SATURATION_RANGE_ERROR],
    ['20 50% 100.5%', LIGHTNESS_RANGE_ERROR],
    ['vermelho', HSL_FORMAT_ERROR],
    ['#ff0000', HSL_FORMAT_ERROR],
    ['20 50%', HSL_FORMAT_ERROR],
    ['', HSL_FORMAT_ERROR],
  ])('refuses %j with a clear message', (value, message) => {
    expect(firstError(themeColorsSchema.safeParse({ ...THEME_DEFAULTS, accent: value }))).toEqual({ path: 'accent', message });
  });

  it('accepts the range limits', () => {
    expect(themeColorsSchema.safeParse({ ...THEME_DEFAULTS, primary: '0 0% 0%', background: '360 100% 100%' }).success).toBe(true);
  });

  it('flags the text pairs that fail AA and passes the defaults', () => {
    expect(themeContrast(THEME_DEFAULTS).every((c) => c.ok)).toBe(true);
    const light = themeContrast({ ...THEME_DEFAULTS, primary: '50 90% 70%' });
    expect(light.filter((c) => !c.ok).map((c) => c.pair)).toEqual(['whiteOnPrimary', 'primaryOnBackground']);
    const dark = themeContrast({ ...THEME_DEFAULTS, background: '25 35% 25%' });
    expect(dark.find((c) => c.pair === 'textOnBackground')).toMatchObject({ ok: false });
  });
});

describe('site-content sections', () => {
  it('takes exactly the section keys, trims, and drops blank values from the rows', () => {
    const parsed = sectionSchema('apartment-carousel').parse({ title: '  Nossos quartos ', description: '' });
    expect(parsed).toEqual({ title: 'Nossos quartos', description: '' });
    expect(sectionRows('apartment-carousel', parsed)).toEqual([{ key: 'title', value: 'Nossos quartos', type: 'text' }]);
  });

  it('limits lengths with a Portuguese message', () => {
    expect(firstError(sectionSchema('hero').safeParse({ title: 'x'.repeat(121), subtitle: '', description: '', image: '' }))).toEqual({
      path: 'title',
      message: 'Máximo de 120 caracteres.',
    });
  });

  it('cleans policy lines and checks image paths and the prices switch', () => {
    const policies = sectionSchema('policies').parse({ cancelar: ' a \n\n b ', pagamento: '', obrigacoes: '', menores: '', reservas: '' });
    expect(policies.cancelar).toBe('a\nb');
    const hero = (image: string) => sectionSchema('hero').safeParse({ title: '', subtitle: '', description: '', image });
    expect(hero('/media/a.webp').success).toBe(true);
    expect(hero('https://cdn.example/a.webp').success).toBe(true);
    expect(firstError(hero('javascript:alert(1)'))?.path).toBe('image');
    expect(firstError(hero('//evil.example/a.webp'))?.path).toBe('image');
    expect(sectionRows('hero', { title: '', subtitle: '', description: '', image: '/a.webp' })).toEqual([{ key: 'image', value: '/a.webp', type: 'image' }]);
    expect(sectionSchema('reservation-settings').safeParse({ show_prices: 'false' }).success).toBe(true);
    expect(firstError(sectionSchema('reservation-settings').safeParse({ show_prices: 'talvez' }))).toEqual({ path: 'show_prices', message: 'Escolha sim ou não.' });
  });
});

describe('hotel info', () => {
  const valid: HotelInfoValues = {
    total_rooms: '66',
    children_age_policy: '7',
    minor_policy: 'Documento obrigatório.',
    phone_primary: '6634680000',
    phone_whatsapp: '(66) 99999-0000',
    email_contact: 'reservas@hotel.example',
    address: 'Av. Araguaia, 1000',
    maps_url: 'https://maps.google.com/?q=hotel',
  };

  it('accepts valid settings and stores phones with the mask', () => {
    const parsed = hotelInfoSchema.parse(valid);
    expect(parsed.phone_primary).toBe('(66) 3468-0000');
    expect(parsed.phone_whatsapp).toBe('(66) 99999-0000');
  });

  it('accepts blanks and 0 rooms (then not used)', () => {
    expect(hotelInfoSchema.safeParse({ ...valid, total_rooms: '0', phone_whatsapp: '', maps_url: '', email_contact: '' }).success).toBe(true);
  });

  it.each([
    ['total_rooms', '-3', 'Informe um número inteiro de apartamentos (0 a 9999); deixe 0 ou em branco para não usar.'],
    ['total_rooms', '6.5', 'Informe um número inteiro de apartamentos (0 a 9999); deixe 0 ou em branco para não usar.'],
    ['children_age_policy', '18', 'Informe uma idade inteira entre 0 e 17.'],
    ['phone_primary', '(66) 1234', 'Telefone inválido: use (DD) xxxx-xxxx ou (DD) xxxxx-xxxx.'],
    ['phone_whatsapp', '669999900001', 'Telefone inválido: use (DD) xxxx-xxxx ou (DD) xxxxx-xxxx.'],
    ['email_contact', 'reservas@', 'Email inválido.'],
    ['maps_url', 'http://maps.google.com/?q=hotel', 'O link do mapa deve ser um endereço https:// válido.'],
    ['maps_url', 'javascript:alert(1)', 'O link do mapa deve ser um endereço https:// válido.'],
    ['address', 'x'.repeat(301), 'Máximo de 300 caracteres.'],
  ] as const)('refuses %s = %j', (key, value, message) => {
    expect(firstError(hotelInfoSchema.safeParse({ ...valid, [key]: value }))).toEqual({ path: key, message });
  });
});

describe('video form', () => {
  const form = (youtubeUrl: string) => videoSchema.safeParse({ ...EMPTY_VIDEO_FORM, title: 'Tour', youtubeUrl });

  it.each(['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'])('accepts %s', (url) => {
    expect(form(url).success).toBe(true);
  });

  it.each(['', 'https://vimeo.com/123', 'https://www.youtube.com/watch?v=curto', 'dQw4w9WgXcQ'])('refuses %j with the spec message', (url) => {
    expect(firstError(form(url))).toEqual({ path: 'youtubeUrl', message: 'URL do YouTube inválida' });
  });

  it('checks the title, section, colour and order', () => {
    const base = { ...EMPTY_VIDEO_FORM, title: 'Tour', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' };
    expect(firstError(videoSchema.safeParse({ ...base, title: ' ' }))).toEqual({ path: 'title', message: 'Título é obrigatório.' });
    expect(firstError(videoSchema.safeParse({ ...base, section: 'home' }))?.path).toBe('section');
    expect(firstError(videoSchema.safeParse({ ...base, backgroundColor: 'red' }))?.path).toBe('backgroundColor');
    expect(firstError(videoSchema.safeParse({ ...base, sortOrder: '1.5' }))?.path).toBe('sortOrder');
    expect(videoSchema.parse({ ...base, sortOrder: '3', backgroundColor: '#A0B1C2' })).toMatchObject({ sortOrder: 3, backgroundColor: '#A0B1C2' });
  });
});

describe('review moderation input', () => {
  it('takes a uuid and a known action', () => {
    expect(reviewModerationSchema.safeParse({ id: '7b0f3c56-8c1e-4d7a-9a53-2b1c4f0e9d11', action: 'feature' }).success).toBe(true);
    expect(firstError(reviewModerationSchema.safeParse({ id: 'x', action: 'approve' }))?.message).toBe('Avaliação não encontrada.');
    expect(firstError(reviewModerationSchema.safeParse({ id: '7b0f3c56-8c1e-4d7a-9a53-2b1c4f0e9d11', action: 'delete' }))?.message).toBe('Ação de moderação desconhecida.');
  });
});
