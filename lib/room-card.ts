// What an apartment card shows about availability, features and price (public-site.md §2, §9). Pure.
import type { RoomType } from '@/lib/types';

/** Shown on a card when the room type has no apartment count (spec §9). */
export const DEFAULT_AVAILABLE_COUNT = 12;
/** Features listed on a card; the rest are summed up as '+N comodidades'. */
export const CARD_FEATURE_PREVIEW = 3;

export interface CardAvailability {
  /** The number on the '{n} disponíveis' badge. */
  count: number;
  /** False turns the button into a disabled 'Indisponível'. */
  canReserve: boolean;
}

/**
 * Free apartments tonight when known, else the room type's count; a type with no count at all is
 * "missing" and shows the default 12 (tonight's figure for it is meaningless without a total).
 */
export function cardAvailability(
  room: Pick<RoomType, 'id' | 'availableCount'>,
  availability: { byRoomType: Record<string, number> } | null,
): CardAvailability {
  const count = room.availableCount === null ? DEFAULT_AVAILABLE_COUNT : (availability?.byRoomType[room.id] ?? room.availableCount);
  return { count, canReserve: count > 0 };
}

/** The first features of a card and how many are left out. */
export function featurePreview(features: readonly string[]): { shown: string[]; more: number } {
  return { shown: features.slice(0, CARD_FEATURE_PREVIEW), more: Math.max(0, features.length - CARD_FEATURE_PREVIEW) };
}

/** Nightly price in whole reais: 'R$ 205', 'R$ 1.200'. */
export function formatNightlyPrice(price: number): string {
  return `R$ ${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(Math.round(price))}`;
}
