/**
 * The database schema: drizzle-kit generates supabase/migrations from this file (`npm run
 * db:generate`, see the README). Everything Drizzle can express is declared here: tables, columns,
 * keys, unique and check constraints, indexes and row level security (every table enables it, with
 * no policy: closed to Supabase's public API). What it cannot express lives in custom migrations:
 * the set_updated_at() function and its triggers (updated_at is also set on UPDATE).
 *
 * Constraint and index names are PostgreSQL's defaults (`<table>_<column>_fkey`, `_key`, `_check`)
 * and descending index columns say `.nullsFirst()` (PostgreSQL's default for DESC, Drizzle's is
 * NULLS LAST), because the first migrations were written by hand that way.
 *
 * `app_migrations` belongs to the migrator (server/db/migrate.ts) and is deliberately absent.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { BED_TYPES, ROOM_CATEGORIES } from '../../lib/types';
import { MEDIA_CATEGORIES, type MediaVariant } from '../../lib/media';
import { QR_DESTINATIONS } from '../../lib/qr-routes';

// Values accepted by the check constraints below, for typed inserts and for zod schemas.
export const PROFILE_ROLES = ['guest', 'admin'] as const;
export const AUTH_TOKEN_PURPOSES = ['password_reset', 'email_verification', 'staff_verification'] as const;
export const CONTENT_TYPES = ['text', 'image'] as const;
export const VIDEO_SECTIONS = ['site', 'accommodations', 'others'] as const;
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const NOTIFICATION_TYPES = ['new_reservation', 'contact_sent', 'reservation_cancelled', 'event_quote'] as const;
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const REVIEW_SOURCES = ['seed', 'qr', 'admin'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export { MEDIA_CATEGORIES };
export type { MediaCategory } from '../../lib/media';

/** One attachment of an outbox message (e.g. the guest's .ics), stored in email_outbox.attachments. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
  /** Set: an inline image, shown where the HTML says <img src="cid:…">. */
  contentId?: string;
}

const tz = { withTimezone: true } as const;
const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', tz).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'`);
const mediaIdList = (name: string) => uuid(name).array().notNull().default(sql`'{}'`);

/** A foreign key with PostgreSQL's default name, `<table>_<column>_fkey`. */
const fkey = (table: string, column: AnyPgColumn, target: AnyPgColumn, onDelete: 'cascade' | 'set null') =>
  foreignKey({ name: `${table}_${column.name}_fkey`, columns: [column], foreignColumns: [target] }).onDelete(onDelete);
/** A check constraint; the condition is SQL on the table's own columns. */
const rule = (name: string, condition: string) => check(name, sql.raw(condition));
/** `column in ('a', 'b', …)`: the values of an enum-like text column. */
const oneOf = (column: string, values: readonly string[]) => `${column} in (${values.map((v) => `'${v}'`).join(', ')})`;

// ---------------------------------------------------------------------------------------------
// Local authentication
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    fullName: text('full_name'),
    emailVerifiedAt: timestamp('email_verified_at', tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Addresses are unique whatever their case.
  () => [uniqueIndex('users_email_lower_key').on(sql`lower(email)`)],
).enableRLS();

/**
 * Supabase Auth users whose local account was deleted but whose deletion in Supabase (admin API,
 * service-role key) has not succeeded yet: written in the account deletion's transaction, removed
 * once Supabase confirms, retried by the cron. No address kept: only the id.
 */
export const authUserDeletions = pgTable('auth_user_deletions', {
  userId: uuid('user_id').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}).enableRLS();

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 (hex) of the cookie token. */
    id: text('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    lastSeenAt: timestamp('last_seen_at', tz).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', tz),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    fkey('sessions', t.userId, users.id, 'cascade'),
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
).enableRLS();

export const authTokens = pgTable(
  'auth_tokens',
  {
    /** sha256 (hex) of the emailed token. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', tz).notNull(),
    usedAt: timestamp('used_at', tz),
    createdAt: createdAt(),
  },
  (t) => [
    fkey('auth_tokens', t.userId, users.id, 'cascade'),
    rule('auth_tokens_purpose_check', oneOf('purpose', AUTH_TOKEN_PURPOSES)),
    index('auth_tokens_user_id_purpose_idx').on(t.userId, t.purpose),
  ],
).enableRLS();

export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    /** Unique: upserts conflict on user_id. */
    userId: uuid('user_id').notNull(),
    fullName: text('full_name'),
    role: text('role', { enum: PROFILE_ROLES }).notNull().default('guest'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('profiles', t.userId, users.id, 'cascade'),
    unique('profiles_user_id_key').on(t.userId),
    rule('profiles_role_check', oneOf('role', PROFILE_ROLES)),
  ],
).enableRLS();

export const guests = pgTable(
  'guests',
  {
    id: id(),
    /** Unique: one guest profile per account. */
    userId: uuid('user_id').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    cpf: text('cpf'),
    birthDate: date('birth_date', { mode: 'string' }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    cep: text('cep'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('guests', t.userId, users.id, 'cascade'),
    unique('guests_user_id_key').on(t.userId),
  ],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// Media and content
// ---------------------------------------------------------------------------------------------

export const mediaGallery = pgTable(
  'media_gallery',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    filePath: text('file_path'),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    width: integer('width'),
    height: integer('height'),
    category: text('category', { enum: MEDIA_CATEGORIES }).notNull().default('general'),
    tags: textList('tags'),
    altText: text('alt_text'),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The WebP variants the optimizer stored (largest first); their files go with the row. */
    variants: jsonb('variants').$type<MediaVariant[]>().notNull().default(sql`'[]'`),
    /** ImageKit's fileId of the copy synced there (deleted with the row). */
    cdnFileId: text('cdn_file_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    rule('media_gallery_file_size_check', 'file_size >= 0'),
    rule('media_gallery_width_check', 'width > 0'),
    rule('media_gallery_height_check', 'height > 0'),
    rule('media_gallery_category_check', oneOf('category', MEDIA_CATEGORIES)),
    index('media_gallery_category_idx').on(t.category),
    index('media_gallery_sort_idx').on(t.sortOrder, t.createdAt.desc().nullsFirst()),
  ],
).enableRLS();

export const roomTypes = pgTable(
  'room_types',
  {
    id: id(),
    name: text('name').notNull(),
    category: text('category', { enum: ROOM_CATEGORIES }).notNull().default('executivo'),
    bedType: text('bed_type', { enum: BED_TYPES }).notNull().default('casal'),
    maxGuests: integer('max_guests').notNull().default(2),
    basePrice: money('base_price').notNull().default(0),
    features: textList('features'),
    /** Legacy list of image URLs. */
    images: textList('images'),
    featuredImageId: uuid('featured_image_id'),
    /** At most 4 media ids. */
    galleryImages: mediaIdList('gallery_images'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** Number of apartments of this type. */
    availableCount: integer('available_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('room_types', t.featuredImageId, mediaGallery.id, 'set null'),
    rule('room_types_category_check', oneOf('category', ROOM_CATEGORIES)),
    rule('room_types_bed_type_check', oneOf('bed_type', BED_TYPES)),
    rule('room_types_max_guests_check', 'max_guests > 0'),
    rule('room_types_base_price_check', 'base_price >= 0'),
    rule('room_types_gallery_images_check', 'cardinality(gallery_images) <= 4'),
    rule('room_types_available_count_check', 'available_count >= 0'),
    index('room_types_active_order_idx').on(t.isActive, t.category, t.createdAt),
  ],
).enableRLS();

export const hotelServices = pgTable(
  'hotel_services',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    icon: text('icon').notNull().default('Home'),
    features: textList('features'),
    featuredImageId: uuid('featured_image_id'),
    galleryImages: mediaIdList('gallery_images'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('hotel_services', t.featuredImageId, mediaGallery.id, 'set null'),
    index('hotel_services_sort_order_idx').on(t.sortOrder),
  ],
).enableRLS();

export const leisureActivities = pgTable(
  'leisure_activities',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    icon: text('icon'),
    features: textList('features'),
    featuredImageId: uuid('featured_image_id'),
    galleryImages: mediaIdList('gallery_images'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('leisure_activities', t.featuredImageId, mediaGallery.id, 'set null'),
  ],
).enableRLS();

/** Unique (section, content_key). */
export const siteContent = pgTable(
  'site_content',
  {
    id: id(),
    section: text('section').notNull(),
    contentKey: text('content_key').notNull(),
    contentValue: text('content_value').notNull().default(''),
    contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('site_content_section_key_key').on(t.section, t.contentKey),
    rule('site_content_content_type_check', oneOf('content_type', CONTENT_TYPES)),
  ],
).enableRLS();

export const hotelInfo = pgTable(
  'hotel_info',
  {
    id: id(),
    /** Unique. */
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('hotel_info_key_key').on(t.key),
  ],
).enableRLS();

export const sectionBackgrounds = pgTable(
  'section_backgrounds',
  {
    id: id(),
    /** Unique. */
    section: text('section').notNull(),
    mediaId: uuid('media_id'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('section_backgrounds', t.mediaId, mediaGallery.id, 'set null'),
    unique('section_backgrounds_section_key').on(t.section),
  ],
).enableRLS();

export const imageCarousels = pgTable(
  'image_carousels',
  {
    id: id(),
    name: text('name').notNull(),
    section: text('section').notNull().default('accommodations'),
    title: text('title'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    autoplay: boolean('autoplay').notNull().default(true),
    /** Milliseconds, at least 1000. */
    autoplayDelay: integer('autoplay_delay').notNull().default(4000),
    showDots: boolean('show_dots').notNull().default(true),
    showArrows: boolean('show_arrows').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    rule('image_carousels_autoplay_delay_check', 'autoplay_delay >= 1000'),
    index('image_carousels_section_idx').on(t.section, t.createdAt.desc().nullsFirst()),
  ],
).enableRLS();

export const imageCarouselItems = pgTable(
  'image_carousel_items',
  {
    id: id(),
    carouselId: uuid('carousel_id').notNull(),
    mediaId: uuid('media_id').notNull(),
    title: text('title'),
    description: text('description'),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('image_carousel_items', t.carouselId, imageCarousels.id, 'cascade'),
    fkey('image_carousel_items', t.mediaId, mediaGallery.id, 'cascade'),
    index('image_carousel_items_carousel_idx').on(t.carouselId, t.sortOrder),
    index('image_carousel_items_media_idx').on(t.mediaId),
  ],
).enableRLS();

export const videoSite = pgTable(
  'video_site',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    youtubeUrl: text('youtube_url').notNull(),
    youtubeId: text('youtube_id').notNull(),
    section: text('section', { enum: VIDEO_SECTIONS }).notNull().default('site'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    backgroundColor: text('background_color'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    rule('video_site_section_check', oneOf('section', VIDEO_SECTIONS)),
    index('video_site_section_idx').on(t.section, t.isActive, t.sortOrder),
  ],
).enableRLS();

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    authorName: text('author_name').notNull(),
    authorCity: text('author_city'),
    /** 1 to 5. */
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    /** First day of the month when only the month is known. */
    stayDate: date('stay_date', { mode: 'string' }),
    source: text('source', { enum: REVIEW_SOURCES }).notNull().default('admin'),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    rule('reviews_rating_check', 'rating between 1 and 5'),
    rule('reviews_source_check', oneOf('source', REVIEW_SOURCES)),
    rule('reviews_status_check', oneOf('status', REVIEW_STATUSES)),
    index('reviews_status_featured_idx').on(t.status, t.isFeatured, t.createdAt.desc().nullsFirst()),
  ],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// Reservations, notifications, e-mail
// ---------------------------------------------------------------------------------------------

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    guestUserId: uuid('guest_user_id'),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    guestCpf: text('guest_cpf'),
    guestBirthDate: date('guest_birth_date', { mode: 'string' }),
    guestAddress: text('guest_address'),
    guestCity: text('guest_city'),
    guestState: text('guest_state'),
    guestCep: text('guest_cep'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
    /** After check_in_date; nights = check_out_date - check_in_date (checks below). */
    checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
    /** The room type's name at booking time. */
    roomType: text('room_type').notNull(),
    roomTypeId: uuid('room_type_id'),
    guestsCount: integer('guests_count').notNull().default(1),
    specialRequests: text('special_requests'),
    nights: integer('nights').notNull(),
    totalPrice: money('total_price').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    cancellationReason: text('cancellation_reason'),
    confirmedAt: timestamp('confirmed_at', tz),
    cancelledAt: timestamp('cancelled_at', tz),
    /** The PIX deposit asked for when the request was made (null: PIX was off); fixed at booking. */
    depositAmount: money('deposit_amount'),
    /** When the staff marked the deposit received. */
    depositPaidAt: timestamp('deposit_paid_at', tz),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('reservations', t.guestUserId, users.id, 'set null'),
    fkey('reservations', t.roomTypeId, roomTypes.id, 'set null'),
    rule('reservations_guests_count_check', 'guests_count > 0'),
    rule('reservations_nights_check', 'nights > 0'),
    rule('reservations_total_price_check', 'total_price >= 0'),
    rule('reservations_deposit_amount_check', 'deposit_amount is null or deposit_amount > 0'),
    rule('reservations_deposit_paid_check', 'deposit_paid_at is null or deposit_amount is not null'),
    rule('reservations_status_check', oneOf('status', RESERVATION_STATUSES)),
    rule('reservations_dates_check', 'check_out_date > check_in_date'),
    rule('reservations_nights_match_check', 'nights = check_out_date - check_in_date'),
    // Availability: reservations of a room type that still hold an apartment.
    index('reservations_availability_idx').on(t.roomTypeId, t.checkInDate, t.checkOutDate).where(sql`status <> 'cancelled'`),
    index('reservations_guest_email_idx').on(t.guestEmail, t.createdAt),
    index('reservations_status_created_idx').on(t.status, t.createdAt),
    index('reservations_guest_user_idx').on(t.guestUserId, t.createdAt.desc().nullsFirst()),
    index('reservations_check_in_idx').on(t.checkInDate),
  ],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// Calendar sync with the OTAs (iCal)
// ---------------------------------------------------------------------------------------------

/** The private export feed of a room type: /api/ical/{room type id}/{export_secret}.ics. */
export const roomTypeCalendars = pgTable(
  'room_type_calendars',
  {
    roomTypeId: uuid('room_type_id').primaryKey(),
    /** Random, URL-safe; regenerating it makes the old address answer 404. */
    exportSecret: text('export_secret').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [fkey('room_type_calendars', t.roomTypeId, roomTypes.id, 'cascade'), rule('room_type_calendars_export_secret_check', 'length(export_secret) >= 32')],
).enableRLS();

/** An OTA's iCal address for a room type (Booking.com, Airbnb…), fetched on a schedule and on demand. */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: id(),
    roomTypeId: uuid('room_type_id').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    /** The last fetch that replaced the blocks. */
    lastSyncedAt: timestamp('last_synced_at', tz),
    /** The last fetch, successful or not. */
    lastAttemptAt: timestamp('last_attempt_at', tz),
    /** Why the last fetch failed (null after a success): the blocks of the last good import stay. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('ical_feeds', t.roomTypeId, roomTypes.id, 'cascade'),
    unique('ical_feeds_room_type_id_url_key').on(t.roomTypeId, t.url),
    rule('ical_feeds_url_check', "url ~ '^https?://'"),
  ],
).enableRLS();

/** One imported event: one apartment of the room type is taken on the nights [start_date, end_date). */
export const icalBlocks = pgTable(
  'ical_blocks',
  {
    id: id(),
    feedId: uuid('feed_id').notNull(),
    /** The feed's room type, kept here for the availability query. */
    roomTypeId: uuid('room_type_id').notNull(),
    uid: text('uid').notNull(),
    summary: text('summary'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Exclusive: the check-out day. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    fkey('ical_blocks', t.feedId, icalFeeds.id, 'cascade'),
    fkey('ical_blocks', t.roomTypeId, roomTypes.id, 'cascade'),
    rule('ical_blocks_dates_check', 'end_date > start_date'),
    index('ical_blocks_feed_id_idx').on(t.feedId),
    index('ical_blocks_availability_idx').on(t.roomTypeId, t.startDate, t.endDate),
  ],
).enableRLS();

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
    isRead: boolean('is_read').notNull().default(false),
    expiresAt: timestamp('expires_at', tz),
    /** At most one new_reservation notification per reservation (partial unique index). */
    reservationId: uuid('reservation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('notifications', t.reservationId, reservations.id, 'cascade'),
    rule('notifications_type_check', oneOf('type', NOTIFICATION_TYPES)),
    index('notifications_is_read_created_idx').on(t.isRead, t.createdAt.desc().nullsFirst()),
    uniqueIndex('notifications_new_reservation_key').on(t.reservationId).where(sql`type = 'new_reservation'`),
  ],
).enableRLS();

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default(sql`'[]'`),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', tz).defaultNow(),
    sentAt: timestamp('sent_at', tz),
    providerMessageId: text('provider_message_id'),
    reservationId: uuid('reservation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('email_outbox', t.reservationId, reservations.id, 'set null'),
    rule('email_outbox_status_check', oneOf('status', EMAIL_STATUSES)),
    rule('email_outbox_attempts_check', 'attempts >= 0'),
    index('email_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('email_outbox_reservation_idx').on(t.reservationId),
  ],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// QR information pages
// ---------------------------------------------------------------------------------------------

export const qrCardapioItems = pgTable(
  'qr_cardapio_items',
  {
    id: id(),
    category: text('category').notNull().default('geral'),
    name: text('name').notNull(),
    description: text('description'),
    price: money('price'),
    mediaId: uuid('media_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown but marked "indisponível hoje" when false (one tap in the admin); is_active hides the item. */
    isAvailable: boolean('is_available').notNull().default(true),
    /** Dietary marks (lib/qr.ts DIETARY_MARKS). */
    dietary: textList('dietary'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('qr_cardapio_items', t.mediaId, mediaGallery.id, 'set null'),
    rule('qr_cardapio_items_price_check', 'price >= 0'),
    index('qr_cardapio_items_order_idx').on(t.category, t.sortOrder),
  ],
).enableRLS();

export const qrCentroEventos = pgTable(
  'qr_centro_eventos',
  {
    id: id(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    description: text('description'),
    capacity: integer('capacity'),
    features: textList('features'),
    mediaId: uuid('media_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('qr_centro_eventos', t.mediaId, mediaGallery.id, 'set null'),
    rule('qr_centro_eventos_capacity_check', 'capacity > 0'),
  ],
).enableRLS();

export const qrCentroEventosPhotos = pgTable(
  'qr_centro_eventos_photos',
  {
    id: id(),
    /** null: a photo of the events centre as a whole. */
    eventoId: uuid('evento_id'),
    mediaId: uuid('media_id').notNull(),
    caption: text('caption'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    fkey('qr_centro_eventos_photos', t.eventoId, qrCentroEventos.id, 'cascade'),
    fkey('qr_centro_eventos_photos', t.mediaId, mediaGallery.id, 'cascade'),
    index('qr_centro_eventos_photos_order_idx').on(t.eventoId, t.sortOrder),
  ],
).enableRLS();

/** A printed QR code: it points at /qr/{token}; its destination can change without reprinting. */
export const qrCodes = pgTable(
  'qr_codes',
  {
    id: id(),
    /** Unique; the path of the printed code. */
    token: text('token').notNull(),
    label: text('label').notNull(),
    destination: text('destination', { enum: QR_DESTINATIONS }).notNull().default('hub'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('qr_codes_token_key').on(t.token), rule('qr_codes_destination_check', oneOf('destination', QR_DESTINATIONS))],
).enableRLS();

/** Scans of a code: one number per day (the hotel's date), nothing about who scanned. */
export const qrCodeScans = pgTable(
  'qr_code_scans',
  {
    codeId: uuid('code_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'qr_code_scans_pkey', columns: [t.codeId, t.day] }), fkey('qr_code_scans', t.codeId, qrCodes.id, 'cascade')],
).enableRLS();

// ---------------------------------------------------------------------------------------------
// Rate limits
// ---------------------------------------------------------------------------------------------

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', tz).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'rate_limits_pkey', columns: [t.key, t.windowStart] }),
    rule('rate_limits_count_check', 'count >= 0'),
    index('rate_limits_window_start_idx').on(t.windowStart),
  ],
).enableRLS();

/** Facts about the database itself (instance_id: see the migration). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
}).enableRLS();

// ---------------------------------------------------------------------------------------------
// Row types
// ---------------------------------------------------------------------------------------------

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type AuthTokenRow = typeof authTokens.$inferSelect;
export type NewAuthTokenRow = typeof authTokens.$inferInsert;
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;
export type GuestRow = typeof guests.$inferSelect;
export type NewGuestRow = typeof guests.$inferInsert;
export type MediaGalleryRow = typeof mediaGallery.$inferSelect;
export type NewMediaGalleryRow = typeof mediaGallery.$inferInsert;
export type RoomTypeRow = typeof roomTypes.$inferSelect;
export type NewRoomTypeRow = typeof roomTypes.$inferInsert;
export type HotelServiceRow = typeof hotelServices.$inferSelect;
export type NewHotelServiceRow = typeof hotelServices.$inferInsert;
export type LeisureActivityRow = typeof leisureActivities.$inferSelect;
export type NewLeisureActivityRow = typeof leisureActivities.$inferInsert;
export type SiteContentRow = typeof siteContent.$inferSelect;
export type NewSiteContentRow = typeof siteContent.$inferInsert;
export type HotelInfoRow = typeof hotelInfo.$inferSelect;
export type NewHotelInfoRow = typeof hotelInfo.$inferInsert;
export type SectionBackgroundRow = typeof sectionBackgrounds.$inferSelect;
export type NewSectionBackgroundRow = typeof sectionBackgrounds.$inferInsert;
export type ImageCarouselRow = typeof imageCarousels.$inferSelect;
export type NewImageCarouselRow = typeof imageCarousels.$inferInsert;
export type ImageCarouselItemRow = typeof imageCarouselItems.$inferSelect;
export type NewImageCarouselItemRow = typeof imageCarouselItems.$inferInsert;
export type VideoSiteRow = typeof videoSite.$inferSelect;
export type NewVideoSiteRow = typeof videoSite.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;
export type QrCardapioItemRow = typeof qrCardapioItems.$inferSelect;
export type NewQrCardapioItemRow = typeof qrCardapioItems.$inferInsert;
export type QrCentroEventoRow = typeof qrCentroEventos.$inferSelect;
export type NewQrCentroEventoRow = typeof qrCentroEventos.$inferInsert;
export type QrCodeRow = typeof qrCodes.$inferSelect;
export type QrCentroEventoPhotoRow = typeof qrCentroEventosPhotos.$inferSelect;
export type NewQrCentroEventoPhotoRow = typeof qrCentroEventosPhotos.$inferInsert;
export type RateLimitRow = typeof rateLimits.$inferSelect;
export type NewRateLimitRow = typeof rateLimits.$inferInsert;
