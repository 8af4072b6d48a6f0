/**
 * Drizzle mirror of supabase/migrations/*.sql (the SQL is the source of truth).
 *
 * Mirrored here: every table, column (snake_case in SQL, camelCase property), type, nullability,
 * presence of a default, primary and foreign keys. Check constraints, unique constraints, indexes,
 * triggers (updated_at is also set by a trigger on UPDATE) and row level security live in the SQL
 * only. tests/integration/schema-drift.test.ts fails when this file and the migrations disagree.
 *
 * `app_migrations` belongs to the migrator (server/db/migrate.ts) and is deliberately absent.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { BED_TYPES, ROOM_CATEGORIES } from '../../lib/types';

// Values accepted by the SQL check constraints, for typed inserts and for zod schemas.
export const PROFILE_ROLES = ['guest', 'admin'] as const;
export const AUTH_TOKEN_PURPOSES = ['password_reset', 'email_verification', 'staff_verification'] as const;
export const MEDIA_CATEGORIES = [
  'hero',
  'rooms',
  'gallery',
  'amenities',
  'leisure',
  'accommodations',
  'carousel',
  'general',
  'others',
  'hidden',
  'placeholder',
] as const;
export const CONTENT_TYPES = ['text', 'image'] as const;
export const VIDEO_SECTIONS = ['site', 'accommodations', 'others'] as const;
export const RESERVATION_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const NOTIFICATION_TYPES = ['new_reservation', 'contact_sent', 'reservation_cancelled'] as const;
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const REVIEW_SOURCES = ['seed', 'qr', 'admin'] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;

export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

/** One attachment of an outbox message (e.g. the guest's .ics), stored in email_outbox.attachments. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded. */
  contentBase64: string;
}

const tz = { withTimezone: true } as const;
const createdAt = () => timestamp('created_at', tz).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', tz).notNull().defaultNow();
const id = () => uuid('id').primaryKey().defaultRandom();
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });
const textList = (name: string) => text(name).array().notNull().default(sql`'{}'`);
const mediaIdList = (name: string) => uuid(name).array().notNull().default(sql`'{}'`);

// ---------------------------------------------------------------------------------------------
// Local authentication
// ---------------------------------------------------------------------------------------------

export const users = pgTable('users', {
  id: id(),
  /** Unique case-insensitively (index on lower(email)). */
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  fullName: text('full_name'),
  emailVerifiedAt: timestamp('email_verified_at', tz),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable('sessions', {
  /** sha256 (hex) of the cookie token. */
  id: text('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  lastSeenAt: timestamp('last_seen_at', tz).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', tz),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

export const authTokens = pgTable('auth_tokens', {
  /** sha256 (hex) of the emailed token. */
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
  email: text('email').notNull(),
  expiresAt: timestamp('expires_at', tz).notNull(),
  usedAt: timestamp('used_at', tz),
  createdAt: createdAt(),
});

export const profiles = pgTable('profiles', {
  id: id(),
  /** Unique: upserts conflict on user_id. */
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  fullName: text('full_name'),
  role: text('role', { enum: PROFILE_ROLES }).notNull().default('guest'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const guests = pgTable('guests', {
  id: id(),
  /** Unique: one guest profile per account. */
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
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
});

// ---------------------------------------------------------------------------------------------
// Media and content
// ---------------------------------------------------------------------------------------------

export const mediaGallery = pgTable('media_gallery', {
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
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roomTypes = pgTable('room_types', {
  id: id(),
  name: text('name').notNull(),
  category: text('category', { enum: ROOM_CATEGORIES }).notNull().default('executivo'),
  bedType: text('bed_type', { enum: BED_TYPES }).notNull().default('casal'),
  maxGuests: integer('max_guests').notNull().default(2),
  basePrice: money('base_price').notNull().default(0),
  features: textList('features'),
  /** Legacy list of image URLs. */
  images: textList('images'),
  featuredImageId: uuid('featured_image_id').references(() => mediaGallery.id, { onDelete: 'set null' }),
  /** At most 4 media ids (SQL check). */
  galleryImages: mediaIdList('gallery_images'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  /** Number of apartments of this type. */
  availableCount: integer('available_count').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const hotelServices = pgTable('hotel_services', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  icon: text('icon').notNull().default('Home'),
  features: textList('features'),
  featuredImageId: uuid('featured_image_id').references(() => mediaGallery.id, { onDelete: 'set null' }),
  galleryImages: mediaIdList('gallery_images'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const leisureActivities = pgTable('leisure_activities', {
  id: id(),
  title: text('title').notNull(),
  description: text('description'),
  icon: text('icon'),
  features: textList('features'),
  featuredImageId: uuid('featured_image_id').references(() => mediaGallery.id, { onDelete: 'set null' }),
  galleryImages: mediaIdList('gallery_images'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Unique (section, content_key). */
export const siteContent = pgTable('site_content', {
  id: id(),
  section: text('section').notNull(),
  contentKey: text('content_key').notNull(),
  contentValue: text('content_value').notNull().default(''),
  contentType: text('content_type', { enum: CONTENT_TYPES }).notNull().default('text'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const hotelInfo = pgTable('hotel_info', {
  id: id(),
  /** Unique. */
  key: text('key').notNull(),
  value: text('value').notNull().default(''),
  description: text('description'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sectionBackgrounds = pgTable('section_backgrounds', {
  id: id(),
  /** Unique. */
  section: text('section').notNull(),
  mediaId: uuid('media_id').references(() => mediaGallery.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const imageCarousels = pgTable('image_carousels', {
  id: id(),
  name: text('name').notNull(),
  section: text('section').notNull().default('accommodations'),
  title: text('title'),
  description: text('description'),
  isActive: boolean('is_active').notNull().default(true),
  autoplay: boolean('autoplay').notNull().default(true),
  /** Milliseconds, at least 1000 (SQL check). */
  autoplayDelay: integer('autoplay_delay').notNull().default(4000),
  showDots: boolean('show_dots').notNull().default(true),
  showArrows: boolean('show_arrows').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const imageCarouselItems = pgTable('image_carousel_items', {
  id: id(),
  carouselId: uuid('carousel_id')
    .notNull()
    .references(() => imageCarousels.id, { onDelete: 'cascade' }),
  mediaId: uuid('media_id')
    .notNull()
    .references(() => mediaGallery.id, { onDelete: 'cascade' }),
  title: text('title'),
  description: text('description'),
  link: text('link'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const videoSite = pgTable('video_site', {
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
});

export const reviews = pgTable('reviews', {
  id: id(),
  authorName: text('author_name').notNull(),
  authorCity: text('author_city'),
  /** 1 to 5 (SQL check). */
  rating: smallint('rating').notNull(),
  text: text('text').notNull(),
  /** First day of the month when only the month is known. */
  stayDate: date('stay_date', { mode: 'string' }),
  source: text('source', { enum: REVIEW_SOURCES }).notNull().default('admin'),
  status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
  isFeatured: boolean('is_featured').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Reservations, notifications, e-mail
// ---------------------------------------------------------------------------------------------

export const reservations = pgTable('reservations', {
  id: id(),
  guestUserId: uuid('guest_user_id').references(() => users.id, { onDelete: 'set null' }),
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
  /** After check_in_date; nights = check_out_date - check_in_date (SQL checks). */
  checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
  /** The room type's name at booking time. */
  roomType: text('room_type').notNull(),
  roomTypeId: uuid('room_type_id').references(() => roomTypes.id, { onDelete: 'set null' }),
  guestsCount: integer('guests_count').notNull().default(1),
  specialRequests: text('special_requests'),
  nights: integer('nights').notNull(),
  totalPrice: money('total_price').notNull(),
  status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
  cancellationReason: text('cancellation_reason'),
  confirmedAt: timestamp('confirmed_at', tz),
  cancelledAt: timestamp('cancelled_at', tz),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const notifications = pgTable('notifications', {
  id: id(),
  type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
  title: text('title').notNull(),
  message: text('message').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'`),
  isRead: boolean('is_read').notNull().default(false),
  expiresAt: timestamp('expires_at', tz),
  /** At most one new_reservation notification per reservation (partial unique index). */
  reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const emailOutbox = pgTable('email_outbox', {
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
  reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// QR information pages
// ---------------------------------------------------------------------------------------------

export const qrCardapioItems = pgTable('qr_cardapio_items', {
  id: id(),
  category: text('category').notNull().default('geral'),
  name: text('name').notNull(),
  description: text('description'),
  price: money('price'),
  mediaId: uuid('media_id').references(() => mediaGallery.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const qrCentroEventos = pgTable('qr_centro_eventos', {
  id: id(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  capacity: integer('capacity'),
  features: textList('features'),
  mediaId: uuid('media_id').references(() => mediaGallery.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const qrCentroEventosPhotos = pgTable('qr_centro_eventos_photos', {
  id: id(),
  /** null: a photo of the events centre as a whole. */
  eventoId: uuid('evento_id').references(() => qrCentroEventos.id, { onDelete: 'cascade' }),
  mediaId: uuid('media_id')
    .notNull()
    .references(() => mediaGallery.id, { onDelete: 'cascade' }),
  caption: text('caption'),
  sortOrder: integer('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Facts about the database itself (instance_id: see the migration). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

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
export type QrCentroEventoPhotoRow = typeof qrCentroEventosPhotos.$inferSelect;
export type NewQrCentroEventoPhotoRow = typeof qrCentroEventosPhotos.$inferInsert;
export type RateLimitRow = typeof rateLimits.$inferSelect;
export type NewRateLimitRow = typeof rateLimits.$inferInsert;
