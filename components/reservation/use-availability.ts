'use client';

import { useEffect, useState } from 'react';
import { stayNights } from '@/lib/pricing';
import { getAvailabilityAction } from '@/server/actions/guest-requests';

/** Free apartments per room type id for a stay, as the server counts them (the booking checks again). */
export type StayAvailability = { kind: 'checking' } | { kind: 'loaded'; free: ReadonlyMap<string, number> } | { kind: 'error' };

/** The free apartments of every room type for the chosen dates, once both dates form a stay; null before. */
export function useStayAvailability(checkIn: string, checkOut: string): StayAvailability | null {
  const key = stayNights(checkIn, checkOut) > 0 ? `${checkIn}|${checkOut}` : null;
  const [result, setResult] = useState<{ key: string; view: StayAvailability } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    getAvailabilityAction({ checkIn, checkOut })
      .then((answer) => {
        if (!current) return;
        setResult({ key, view: answer.ok ? { kind: 'loaded', free: new Map(answer.rooms.map((r) => [r.roomTypeId, r.available])) } : { kind: 'error' } });
      })
      .catch(() => {
        if (current) setResult({ key, view: { kind: 'error' } });
      });
    return () => {
      current = false;
    };
  }, [key, checkIn, checkOut]);

  if (!key) return null;
  return result?.key === key ? result.view : { kind: 'checking' };
}
