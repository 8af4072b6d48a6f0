/** Calendar dates ('YYYY-MM-DD') in the hotel's time zone; pure, for client and server. */

export const HOTEL_TIMEZONE_DEFAULT = 'America/Cuiaba';

/** Today's date in the given time zone, as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Adds whole days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A 'YYYY-MM-DD' date as Brazilians write it, 'dd/mm/aaaa' (empty for none). */
export function formatDateBr(iso: string | null | undefined): string {
  return iso ? iso.split('-').reverse().join('/') : '';
}

/** The calendar date of an instant in the given time zone, as 'dd/mm/aaaa'. */
export function formatInstantDateBr(instant: Date | string, timeZone: string): string {
  return formatDateBr(todayIn(timeZone, new Date(instant)));
}

/** Nights between two 'YYYY-MM-DD' dates (the spec: days between them, rounded up). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  const ms = Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`);
  return Math.ceil(ms / 86_400_000);
}

/** 'YYYY-MM' of a month `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offset, 1));
  return d.toISOString().slice(0, 7);
}

/** A 'YYYY-MM' month between 2000 and 2100, or null. */
export function parseMonth(value: unknown): string | null {
  return typeof value === 'string' && /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/.test(value) ? value : null;
}
