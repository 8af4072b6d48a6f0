import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/server/db/client';
import { icalBlocks, icalFeeds, roomTypeCalendars, roomTypes } from '@/server/db/schema';
import { pgErrorCode } from '@/server/db/errors';
import { holdsApartment } from '@/server/db/queries/availability';
import { calendarFile, type CalendarEvent } from '@/server/email/ics';
import { DeadlineError, errorDetail, HttpStatusError } from '@/server/resilience';
import { log } from '@/server/log';
import { isUuid } from '@/lib/zod';
import { todayIn } from '@/lib/dates';
import { translator } from '@/lib/messages';
import type { IcalFeedValues } from '@/lib/ical-feeds';
import { blockedNights, CalendarParseError, EXPORT_UID_DOMAIN, IMPORT_LIMITS, type ImportedBlock } from './parse';
import { FEED_FETCH, fetchFeed, FeedTimeoutError, FeedTooLargeError, type FetchFeedOptions } from './fetch';

// Calendar sync with the OTAs. Export: each room type's private feed of the nights its
// reservations hold (room_type_calendars.export_secret in the address). Import: the OTAs' feeds
// (ical_feeds), whose events become ical_blocks, each taking one apartment of the type in the
// availability query every booking goes through (server/db/queries/availability.ts).

const t = translator('adminCalendars');

// ---------------------------------------------------------------------------------------------
// Export
// ---------------------------------------------------------------------------------------------

/** 32 random bytes, URL-safe (43 characters). */
const newSecret = () => randomBytes(32).toString('base64url');

/** The address path of a room type's export feed. */
export const exportPath = (roomTypeId: string, secret: string) => `/api/ical/${roomTypeId}/${secret}.ics`;

/** Gives every room type without an export secret one (a type created or seeded since). */
async function ensureExportSecrets(db: Db): Promise<void> {
  const missing = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .leftJoin(roomTypeCalendars, eq(roomTypeCalendars.roomTypeId, roomTypes.id))
    .where(isNull(roomTypeCalendars.roomTypeId));
  if (missing.length === 0) return;
  await db
    .insert(roomTypeCalendars)
    .values(missing.map((m) => ({ roomTypeId: m.id, exportSecret: newSecret() })))
    .onConflictDoNothing();
}

/** A new secret for the room type: its old address answers 404 from now on. False when the type does not exist. */
export async function regenerateExportSecret(db: Db, roomTypeId: string): Promise<boolean> {
  const [type] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  if (!type) return false;
  await db
    .insert(roomTypeCalendars)
    .values({ roomTypeId, exportSecret: newSecret() })
    .onConflictDoUpdate({ target: roomTypeCalendars.roomTypeId, set: { exportSecret: sql`excluded.export_secret` } });
  return true;
}

/** Constant-time comparison of two secrets of any length (their SHA-256 digests are compared). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The export feed of a room type (RFC 5545) when `secret` is its secret, else null (the route's 404):
 * one all-day VEVENT per reservation holding an apartment (confirmed, or pending within the 24 h
 * hold) that ends after `today`, DTEND the check-out day, UID stable per reservation, summary
 * 'Reservado' and nothing about the guest.
 */
export async function exportCalendar(db: Db, roomTypeId: string, secret: string, { today, now = new Date(), hotelName }: { today: string; now?: Date; hotelName: string }): Promise<string | null> {
  if (!isUuid(roomTypeId)) return null;
  const [row] = await db
    .select({ name: roomTypes.name, secret: roomTypeCalendars.exportSecret })
    .from(roomTypeCalendars)
    .innerJoin(roomTypes, eq(roomTypes.id, roomTypeCalendars.roomTypeId))
    .where(eq(roomTypeCalendars.roomTypeId, roomTypeId));
  // Compared even when the type has no secret, so that an unknown type takes as long as a wrong secret.
  const matches = sameSecret(secret, row?.secret ?? newSecret());
  if (!row || !matches) return null;
  const stays = await queryRows<{ id: string; check_in: string; check_out: string; status: string }>(
    db,
    sql`
    select r.id, to_char(r.check_in_date, 'YYYY-MM-DD') as check_in, to_char(r.check_out_date, 'YYYY-MM-DD') as check_out, r.status
      from reservations r
     where r.room_type_id = ${roomTypeId}
       and r.check_out_date > ${today}::date
       and ${holdsApartment}
     order by r.check_in_date, r.id`,
  );
  const summary = t('summary');
  const events: CalendarEvent[] = stays.map((s) => ({
    uid: `${s.id}@${EXPORT_UID_DOMAIN}`,
    start: s.check_in,
    end: s.check_out,
    summary,
    status: s.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
    transparency: 'OPAQUE',
  }));
  return calendarFile(events, { stamp: now, name: t('calendarName', { hotel: hotelName, name: row.name }) });
}

// ---------------------------------------------------------------------------------------------
// The admin's screen
// ---------------------------------------------------------------------------------------------

export interface AdminIcalFeed {
  id: string;
  label: string;
  url: string;
  lastSyncedAt: string | null;
  lastAttemptAt: string | null;
  lastError: string | null;
  blocks: number;
}

export interface AdminRoomCalendar {
  roomTypeId: string;
  name: string;
  apartments: number;
  /** Path of the export feed (the page makes it absolute with SITE_URL). */
  exportPath: string;
  feeds: AdminIcalFeed[];
}

/** Every active room type (the cards' order) with its export address and its import feeds. */
export async function listRoomCalendars(db: Db): Promise<AdminRoomCalendar[]> {
  await ensureExportSecrets(db);
  const [types, feeds, blocks] = await Promise.all([
    db
      .select({ id: roomTypes.id, name: roomTypes.name, apartments: roomTypes.availableCount, secret: roomTypeCalendars.exportSecret })
      .from(roomTypes)
      .innerJoin(roomTypeCalendars, eq(roomTypeCalendars.roomTypeId, roomTypes.id))
      .where(eq(roomTypes.isActive, true))
      .orderBy(asc(roomTypes.category), asc(roomTypes.createdAt), asc(roomTypes.basePrice)),
    db.select().from(icalFeeds).orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id)),
    db.select({ feedId: icalBlocks.feedId, n: count() }).from(icalBlocks).groupBy(icalBlocks.feedId),
  ]);
  const blocksOf = new Map(blocks.map((b) => [b.feedId, Number(b.n)]));
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return types.map((type) => ({
    roomTypeId: type.id,
    name: type.name,
    apartments: type.apartments,
    exportPath: exportPath(type.id, type.secret),
    feeds: feeds
      .filter((f) => f.roomTypeId === type.id)
      .map((f) => ({ id: f.id, label: f.label, url: f.url, lastSyncedAt: iso(f.lastSyncedAt), lastAttemptAt: iso(f.lastAttemptAt), lastError: f.lastError, blocks: blocksOf.get(f.id) ?? 0 })),
  }));
}

export type AddFeedOutcome = { ok: true; id: string } | { ok: false; reason: 'not_found' | 'duplicate' };

/** A new import feed for an active room type (not fetched yet: the caller syncs it). */
export async function addIcalFeed(db: Db, values: IcalFeedValues): Promise<AddFeedOutcome> {
  const [type] = await db
    .select({ id: roomTypes.id })
    .from(roomTypes)
    .where(and(eq(roomTypes.id, values.roomTypeId), eq(roomTypes.isActive, true)));
  if (!type) return { ok: false, reason: 'not_found' };
  try {
    const [row] = await db.insert(icalFeeds).values({ roomTypeId: values.roomTypeId, label: values.label, url: values.url }).returning({ id: icalFeeds.id });
    return { ok: true, id: row!.id };
  } catch (err) {
    if (pgErrorCode(err) === '23505') return { ok: false, reason: 'duplicate' };
    throw err;
  }
}

/** Removes a feed and its blocks; `blocks`: how many nights' blocks went with it (availability changed when > 0). */
export async function removeIcalFeed(db: Db, id: string): Promise<{ ok: boolean; blocks: number }> {
  return db.transaction(async (tx) => {
    const [feed] = await tx.select({ roomTypeId: icalFeeds.roomTypeId }).from(icalFeeds).where(eq(icalFeeds.id, id));
    if (!feed) return { ok: false, blocks: 0 };
    // The booking transaction's lock: no booking reads the blocks while they go.
    await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, feed.roomTypeId)).for('update');
    const removed = await tx.delete(icalBlocks).where(eq(icalBlocks.feedId, id)).returning({ id: icalBlocks.id });
    await tx.delete(icalFeeds).where(eq(icalFeeds.id, id));
    return { ok: true, blocks: removed.length };
  });
}

// ---------------------------------------------------------------------------------------------
// Import
// ---------------------------------------------------------------------------------------------

export interface SyncOptions extends FetchFeedOptions {
  /** The hotel's time zone: the nights are its dates. */
  timeZone: string;
  now?: () => Date;
}

export type SyncOutcome = { ok: true; blocks: number; changed: boolean } | { ok: false; error: string };

/** The staff's words for why a fetch or a parse failed (stored in ical_feeds.last_error). */
function syncErrorMessage(err: unknown, options: Pick<FetchFeedOptions, 'attemptMs' | 'maxBytes'> = {}): string {
  if (err instanceof HttpStatusError) return t('errors.status', { status: err.status });
  if (err instanceof FeedTooLargeError) return t('errors.tooLarge', { kb: Math.max(1, Math.round(err.maxBytes / 1024)) });
  if (err instanceof FeedTimeoutError || err instanceof DeadlineError) return t('errors.timeout', { seconds: Math.max(1, Math.round((options.attemptMs ?? FEED_FETCH.attemptMs) / 1000)) });
  if (err instanceof CalendarParseError) {
    if (err.reason === 'not_calendar') return t('errors.notCalendar');
    if (err.reason === 'too_many') return t('errors.tooMany', { max: IMPORT_LIMITS.blocks });
    return t('errors.unreadable', { detail: err.message.replace(/^unreadable: /, '').slice(0, 200) });
  }
  const cause = (err as { cause?: unknown } | null)?.cause;
  return t('errors.network', { detail: errorDetail(cause ?? err).slice(0, 200) });
}

const blockKey = (b: { uid: string; start: string; end: string }) => `${b.start}|${b.end}|${b.uid}`;

/**
 * Replaces the feed's blocks with `blocks` in one transaction holding the room type's row (the
 * booking transaction's lock), and records the success. `changed`: the nights differ from before.
 */
async function replaceBlocks(db: Db, feedId: string, blocks: ImportedBlock[]): Promise<{ ok: true; blocks: number; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [feed] = await tx.select({ roomTypeId: icalFeeds.roomTypeId }).from(icalFeeds).where(eq(icalFeeds.id, feedId)).for('update');
    if (!feed) return null;
    await tx.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, feed.roomTypeId)).for('update');
    const before = await tx.select({ uid: icalBlocks.uid, start: icalBlocks.startDate, end: icalBlocks.endDate }).from(icalBlocks).where(eq(icalBlocks.feedId, feedId));
    const changed = before.map(blockKey).sort().join('\n') !== blocks.map(blockKey).sort().join('\n');
    if (changed) {
      await tx.delete(icalBlocks).where(eq(icalBlocks.feedId, feedId));
      for (let i = 0; i < blocks.length; i += 500) {
        await tx.insert(icalBlocks).values(
          blocks.slice(i, i + 500).map((b) => ({ feedId, roomTypeId: feed.roomTypeId, uid: b.uid.slice(0, 1000), summary: b.summary?.slice(0, 200) ?? null, startDate: b.start, endDate: b.end })),
        );
      }
    }
    await tx.update(icalFeeds).set({ lastSyncedAt: sql`now()`, lastAttemptAt: sql`now()`, lastError: null }).where(eq(icalFeeds.id, feedId));
    return { ok: true as const, blocks: blocks.length, changed };
  });
}

/**
 * Fetches one feed and replaces its blocks. A feed that cannot be fetched or read keeps the blocks
 * of its last good import and records why (last_error). Never throws for the feed's own failures;
 * a database failure propagates.
 */
export async function syncIcalFeed(db: Db, feedId: string, options: SyncOptions): Promise<SyncOutcome | null> {
  const [feed] = await db.select({ url: icalFeeds.url }).from(icalFeeds).where(eq(icalFeeds.id, feedId));
  if (!feed) return null;
  const now = options.now?.() ?? new Date();
  let blocks: ImportedBlock[];
  try {
    const text = await fetchFeed(feed.url, options);
    blocks = blockedNights(text, { timeZone: options.timeZone, today: todayIn(options.timeZone, now) });
  } catch (err) {
    const error = syncErrorMessage(err, options);
    log.warn('calendar feed sync failed', { feedId, error: errorDetail(err) });
    await db.update(icalFeeds).set({ lastAttemptAt: sql`now()`, lastError: error }).where(eq(icalFeeds.id, feedId));
    return { ok: false, error };
  }
  return replaceBlocks(db, feedId, blocks);
}

export interface SyncSummary {
  synced: number;
  failed: number;
  /** Some feed's blocks changed: invalidate 'availability'. */
  changed: boolean;
}

/** Syncs the given feeds, two at a time. */
async function syncFeeds(db: Db, ids: string[], options: SyncOptions): Promise<SyncSummary> {
  const summary: SyncSummary = { synced: 0, failed: 0, changed: false };
  const queue = [...ids];
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const outcome = await syncIcalFeed(db, id, options);
      if (!outcome) continue;
      if (outcome.ok) {
        summary.synced++;
        summary.changed ||= outcome.changed;
      } else {
        summary.failed++;
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return summary;
}

/** "Sincronizar agora" of a room type: its feeds. Null when the type does not exist. */
export async function syncRoomTypeFeeds(db: Db, roomTypeId: string, options: SyncOptions): Promise<SyncSummary | null> {
  const [type] = await db.select({ id: roomTypes.id }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  if (!type) return null;
  const feeds = await db.select({ id: icalFeeds.id }).from(icalFeeds).where(eq(icalFeeds.roomTypeId, roomTypeId)).orderBy(asc(icalFeeds.createdAt));
  return syncFeeds(
    db,
    feeds.map((f) => f.id),
    options,
  );
}

/** The cron's sync: every feed of every active room type. */
export async function syncAllFeeds(db: Db, options: SyncOptions): Promise<SyncSummary> {
  const feeds = await db
    .select({ id: icalFeeds.id })
    .from(icalFeeds)
    .innerJoin(roomTypes, eq(roomTypes.id, icalFeeds.roomTypeId))
    .where(eq(roomTypes.isActive, true))
    // The longest unfetched first (never fetched before all).
    .orderBy(sql`${icalFeeds.lastAttemptAt} asc nulls first`, asc(icalFeeds.createdAt));
  return syncFeeds(
    db,
    feeds.map((f) => f.id),
    options,
  );
}

/** Blocks of the given feeds (tests and the admin's counts). */
export async function feedBlocks(db: Db, feedIds: string[]) {
  if (feedIds.length === 0) return [];
  return db
    .select({ feedId: icalBlocks.feedId, uid: icalBlocks.uid, start: icalBlocks.startDate, end: icalBlocks.endDate, summary: icalBlocks.summary })
    .from(icalBlocks)
    .where(inArray(icalBlocks.feedId, feedIds))
    .orderBy(asc(icalBlocks.startDate), asc(icalBlocks.uid));
}
