/** Nights, totals and price formatting of a stay (spec §5 and §9); pure, for client and server. */
import { nightsBetween } from './dates';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Nights of a stay (days between the dates, rounded up); 0 when the dates are missing or not in order. */
export function stayNights(checkIn: string | undefined, checkOut: string | undefined): number {
  if (!checkIn || !checkOut || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut)) return 0;
  const nights = nightsBetween(checkIn, checkOut);
  return Number.isFinite(nights) && nights > 0 ? nights : 0;
}

/** Total of a stay: nights × base price per night, rounded to cents. */
export function stayTotal(nights: number, basePrice: number): number {
  return Math.round(nights * basePrice * 100) / 100;
}

const perNight = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const total = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Price per night in whole reais: 'R$ 205' (Intl puts a no-break space after 'R$'). */
export function formatPricePerNight(value: number): string {
  return perNight.format(value);
}

/** A total with two decimals: 'R$ 1.230,00'. */
export function formatTotal(value: number): string {
  return total.format(value);
}
