import { describe, expect, it } from 'vitest';
import { CARD_FEATURE_PREVIEW, DEFAULT_AVAILABLE_COUNT, cardAvailability, featurePreview, formatNightlyPrice } from '../../lib/room-card';

describe('cardAvailability', () => {
  const room = { id: 'r1', availableCount: 8 };

  it("shows tonight's free apartments and allows booking", () => {
    expect(cardAvailability(room, { byRoomType: { r1: 5 } })).toEqual({ count: 5, canReserve: true });
  });

  it("falls back to the room type's count when tonight's figure is unknown", () => {
    expect(cardAvailability(room, null)).toEqual({ count: 8, canReserve: true });
    expect(cardAvailability(room, { byRoomType: { other: 1 } })).toEqual({ count: 8, canReserve: true });
  });

  it("is 'Indisponível' (no booking) when none is free", () => {
    expect(cardAvailability(room, { byRoomType: { r1: 0 } })).toEqual({ count: 0, canReserve: false });
    expect(cardAvailability({ id: 'r1', availableCount: 0 }, null)).toEqual({ count: 0, canReserve: false });
  });

  it('shows the default 12 when the count is missing, whatever tonight says', () => {
    expect(DEFAULT_AVAILABLE_COUNT).toBe(12);
    expect(cardAvailability({ id: 'r1', availableCount: null }, null)).toEqual({ count: 12, canReserve: true });
    // The availability query cannot subtract from an unknown total and reports 0 for such a type.
    expect(cardAvailability({ id: 'r1', availableCount: null }, { byRoomType: { r1: 0 } })).toEqual({ count: 12, canReserve: true });
  });
});

describe('featurePreview', () => {
  it('keeps the first 3 features and counts the rest', () => {
    expect(CARD_FEATURE_PREVIEW).toBe(3);
    expect(featurePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(featurePreview(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(featurePreview([])).toEqual({ shown: [], more: 0 });
  });
});

describe('formatNightlyPrice', () => {
  it('shows whole reais', () => {
    expect(formatNightlyPrice(205)).toBe('R$ 205');
    expect(formatNightlyPrice(439.9)).toBe('R$ 440');
    expect(formatNightlyPrice(1200)).toBe('R$ 1.200');
  });
});
