import { describe, expect, it } from 'vitest';
import { carouselFailure, carouselFailureKind, carouselSaveSchema, carouselSettingsSchema } from '@/lib/carousel';

const valid = { name: 'Carrossel', title: '', description: '', isActive: true, autoplay: true, autoplayDelay: 4000, showDots: true, showArrows: true };

describe('the carousel settings schema', () => {
  it.each([
    [1000, true],
    ['6000', true],
    [60_000, true],
    [999, false],
    [-1000, false],
    [4500, false],
    [61_000, false],
    ['', false],
    [Number.NaN, false],
  ])('autoplay delay %s → %s (minimum 1000, step 1000)', (autoplayDelay, ok) => {
    expect(carouselSettingsSchema.safeParse({ ...valid, autoplayDelay }).success).toBe(ok);
  });

  it('refuses a blank name and control characters, and an item that is not a uuid', () => {
    expect(carouselSettingsSchema.safeParse({ ...valid, name: '   ' }).success).toBe(false);
    expect(carouselSettingsSchema.safeParse({ ...valid, title: 'a\u0000b' }).success).toBe(false);
    expect(carouselSaveSchema.safeParse({ ...valid, items: [{ id: 'um', isActive: true }] }).success).toBe(false);
  });
});

describe('the carousel failure toasts', () => {
  it("are titled 'Erro' and carry the spec's text and a suggested action per kind of error", () => {
    expect(carouselFailure('save', carouselFailureKind('PERMISSION_DENIED'))).toEqual({
      ok: false,
      title: 'Erro',
      message: 'Não foi possível salvar o carrossel. Verifique se você está logado como administrador e tente novamente.',
    });
    expect(carouselFailure('reorder', carouselFailureKind('NETWORK_ERROR')).message).toBe(
      'Não foi possível reordenar os itens. Verifique sua conexão com a internet e tente novamente.',
    );
    expect(carouselFailure('forceLocal', carouselFailureKind('DATABASE_ERROR')).message).toMatch(/^Falha ao forçar uso local\. Recarregue o carrossel/);
  });
});
