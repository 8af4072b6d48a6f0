import { describe, expect, it } from 'vitest';
import {
  IMAGE_LOAD_TIMEOUT_MS,
  MAX_PRELOADED_IMAGES,
  SWIPE_THRESHOLD_PX,
  fillTemplate,
  isOptimizable,
  keyTarget,
  preloadWindow,
  swipeStep,
  wrapIndex,
} from '../../lib/photos';

describe('gallery constants', () => {
  it('match the spec', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(IMAGE_LOAD_TIMEOUT_MS).toBe(10_000);
    expect(MAX_PRELOADED_IMAGES).toBe(5);
  });
});

describe('wrapIndex', () => {
  it('wraps around both ends', () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(7, 0, 4)).toBe(3);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('preloadWindow', () => {
  it('keeps the current image and its neighbours, at most 5', () => {
    expect(preloadWindow(0, 10)).toEqual([0, 1, 9, 2, 8]);
    expect(preloadWindow(5, 10, 3)).toEqual([5, 6, 4]);
  });

  it('never repeats an image of a short list', () => {
    expect(preloadWindow(0, 2)).toEqual([0, 1]);
    expect(preloadWindow(1, 3)).toEqual([1, 2, 0]);
    expect(preloadWindow(0, 1)).toEqual([0]);
    expect(preloadWindow(0, 0)).toEqual([]);
  });
});

describe('swipeStep', () => {
  it('changes image only beyond 50 px', () => {
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-50)).toBe(0);
    expect(swipeStep(30)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});

describe('keyTarget', () => {
  it('navigates with the arrows, Home and End', () => {
    expect(keyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(keyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(keyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(keyTarget('Home', 2, 3)).toBe(0);
    expect(keyTarget('End', 0, 3)).toBe(2);
    expect(keyTarget('Enter', 0, 3)).toBeNull();
    expect(keyTarget('ArrowRight', 0, 0)).toBeNull();
  });
});

describe('isOptimizable', () => {
  it('sends only our own image paths through the optimizer', () => {
    expect(isOptimizable('/media/seed/gallery/fachada.webp')).toBe(true);
    expect(isOptimizable('/carrossel/1.webp')).toBe(true);
    expect(isOptimizable('/hero/hero.webp')).toBe(true);
    expect(isOptimizable('https://example.supabase.co/storage/v1/object/public/hotel-media/a.jpg')).toBe(false);
    expect(isOptimizable('/outra/pasta.jpg')).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillTemplate('Foto {index} de {total}', { index: 2, total: 5 })).toBe('Foto 2 de 5');
    expect(fillTemplate('{a} {b}', { a: 'x' })).toBe('x {b}');
  });
});
