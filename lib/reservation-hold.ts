/** The 24 h hold of a pending reservation request and its countdown. Pure: client and server. */

/** Pending requests are held this long (spec §9, PENDING_HOLD_HOURS of the availability query), counted from created_at. */
export const HOLD_MS = 24 * 3_600_000;

/** Milliseconds left in a pending request's 24 h hold (0 when over). */
export function holdRemainingMs(createdAt: Date | string, now: Date = new Date()): number {
  return Math.max(0, new Date(createdAt).getTime() + HOLD_MS - now.getTime());
}

/** Whole hours and minutes of a duration (minutes rounded down). */
export function hoursMinutes(ms: number): { hours: number; minutes: number } {
  const totalMinutes = Math.floor(ms / 60_000);
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
