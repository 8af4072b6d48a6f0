import type { CacheTag } from '@/server/cache';
import type { NewSession } from '@/server/auth/sessions';
import type { CreateReservationResult } from '@/lib/guest-requests';
import type { HotelContact } from '@/server/hotel-info';
import { translator } from '@/lib/messages';
import type { PixSettings } from '@/lib/pix-settings';
import type { AuthUser } from '@/server/auth/types';

/** The stated hold, in the guest's acknowledgement. */
export const RESERVATION_HOLD_TEXT = translator('guestRequests')('hold');

/** Everything a booking needs besides the form, passed in so the domain runs without Next (tests). */
export interface GuestRequestContext {
  ip: string;
  userAgent?: string | null;
  showPrices: boolean;
  /** The PIX deposit's settings in force; null or absent when PIX is off (no deposit asked). */
  pix?: PixSettings | null;
  /** Public address of the site, for links in e-mails. */
  siteUrl: string;
  hotel: HotelContact;
  /** IANA zone of the hotel ("today" for the check-in rule). */
  timeZone: string;
  /** Rate limits on (RATE_LIMITS). */
  rateLimits: boolean;
  /** STAFF_EMAILS: these addresses never sign in or sign up through the reservation form. */
  staffEmails: readonly string[];
  /**
   * The guest signed in on this browser (never a staff member: staff book for others, with the
   * anonymous form). A request of theirs without a password books with this account.
   */
  viewer?: AuthUser | null;
  now?: () => Date;
  /** The wait before a failed password check is answered (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
}

export interface CreateReservationOutcome {
  result: CreateReservationResult;
  /** A session to set as cookie (the guest signed in or signed up). */
  session?: NewSession;
  /** Cache tags the caller must invalidate (after commit, outside try). */
  invalidate: CacheTag[];
  /** True when outbox messages were written: the caller schedules a dispatch. */
  emailsQueued: boolean;
  /** With code 'rate_limited': seconds until the limit resets (Retry-After). */
  retryAfterSeconds?: number;
}
