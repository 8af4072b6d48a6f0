import 'server-only';
import { timingSafeEqual } from 'node:crypto';

/** `Authorization: Bearer $CRON_SECRET` (what Vercel's cron sends), compared in constant time; never without a secret. */
export function cronAuthorized(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
