-- Initial schema of the hotel website: every entity of both specification documents plus the
-- architecture's own tables (local auth, e-mail outbox, reviews, rate limits).
--
-- Runs on PostgreSQL 15+ (Supabase included) and on PGlite: core features only, no extensions
-- (gen_random_uuid() is core since PostgreSQL 13). Object names are never schema-qualified so that
-- the tests can apply it inside a scratch schema through search_path.
-- server/db/schema.ts mirrors this file; tests/integration/schema-drift.test.ts fails when they differ.
--
-- Conventions: uuid keys default gen_random_uuid(); created_at/updated_at timestamptz not null default
-- now(); money numeric(10,2); stay dates `date`; text lists text[] default '{}'; media id lists uuid[]
-- default '{}' (arrays cannot carry foreign keys: the media domain removes deleted ids from them).

-- updated_at is set on every UPDATE that does not set it explicitly (an explicit value, e.g. from an
-- optimistic-concurrency update, is kept).
create function set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Local authentication (auth adapter `local`)
-- ---------------------------------------------------------------------------------------------

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text,
  full_name text,
  email_verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Addresses are unique whatever their case (no citext: PGlite has no extensions).
create unique index users_email_lower_key on users (lower(email));

create table sessions (
  -- sha256 (hex) of the cookie token: a leaked table does not yield usable cookies.
  id text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_id_idx on sessions (user_id);
-- Purge of expired sessions.
create index sessions_expires_at_idx on sessions (expires_at);

create table auth_tokens (
  -- sha256 (hex) of the single-use token sent by e-mail.
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('password_reset', 'email_verification', 'staff_verification')),
  -- The address the token was sent to (a staff verification proves this exact address).
  email text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index auth_tokens_user_id_purpose_idx on auth_tokens (user_id, purpose);

create table profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references users (id) on delete cascade,
  full_name text,
  role text not null default 'guest' check (role in ('guest', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Guest profile used to pre-fill the reservation form and the customer panel.
create table guests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references users (id) on delete cascade,
  full_name text not null,
  email text not null,
  phone text,
  cpf text,
  birth_date date,
  address text,
  city text,
  state text,
  cep text,
  emergency_contact_name text,
  emergency_contact_phone text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- ---------------------------------------------------------------------------------------------
-- Media and content
-- ---------------------------------------------------------------------------------------------

create table media_gallery (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  file_path text,
  file_url text not null,
  file_size integer check (file_size >= 0),
  mime_type text,
  width integer check (width > 0),
  height integer check (height > 0),
  category text not null default 'general' check (category in (
    'hero', 'rooms', 'gallery', 'amenities', 'leisure', 'accommodations', 'carousel',
    'general', 'others', 'hidden', 'placeholder'
  )),
  -- 'filter:<value>' gallery filters and pipeline tags (cdn:imagekit, optimized:webp, variants:N...).
  tags text[] not null default '{}',
  alt_text text,
  is_featured boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index media_gallery_category_idx on media_gallery (category);
-- The library's listing order: sort_order ascending, then newest first.
create index media_gallery_sort_idx on media_gallery (sort_order, created_at desc);

create table room_types (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  category text not null default 'executivo' check (category in ('executivo', 'premium')),
  bed_type text not null default 'casal' check (bed_type in ('solteiro', 'casal', 'duplo_solteiro', 'triplo', 'quadruplo')),
  max_guests integer not null default 2 check (max_guests > 0),
  base_price numeric(10, 2) not null default 0 check (base_price >= 0),
  features text[] not null default '{}',
  -- Legacy list of image URLs, used when the type has no media ids.
  images text[] not null default '{}',
  featured_image_id uuid references media_gallery (id) on delete set null,
  gallery_images uuid[] not null default '{}' check (cardinality(gallery_images) <= 4),
  description text,
  is_active boolean not null default true,
  -- Number of apartments of this type in the hotel (the inventory a booking draws from).
  available_count integer not null default 0 check (available_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index room_types_active_order_idx on room_types (is_active, category, created_at);

create table hotel_services (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  -- lucide icon name: Home, Waves, Calendar, Coffee, Wifi, Phone, Car, Users (unknown → Home).
  icon text not null default 'Home',
  features text[] not null default '{}',
  featured_image_id uuid references media_gallery (id) on delete set null,
  gallery_images uuid[] not null default '{}',
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index hotel_services_sort_order_idx on hotel_services (sort_order);

create table leisure_activities (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  icon text,
  features text[] not null default '{}',
  featured_image_id uuid references media_gallery (id) on delete set null,
  gallery_images uuid[] not null default '{}',
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table site_content (
  id uuid primary key default gen_random_uuid(),
  section text not null,
  content_key text not null,
  content_value text not null default '',
  content_type text not null default 'text' check (content_type in ('text', 'image')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Also serves the reads by section (leading column).
  constraint site_content_section_key_key unique (section, content_key)
);

create table hotel_info (
  id uuid primary key default gen_random_uuid(),
  key text not null unique,
  value text not null default '',
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table section_backgrounds (
  id uuid primary key default gen_random_uuid(),
  section text not null unique,
  media_id uuid references media_gallery (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table image_carousels (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  section text not null default 'accommodations',
  title text,
  description text,
  is_active boolean not null default true,
  autoplay boolean not null default true,
  autoplay_delay integer not null default 4000 check (autoplay_delay >= 1000),
  show_dots boolean not null default true,
  show_arrows boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index image_carousels_section_idx on image_carousels (section, created_at desc);

create table image_carousel_items (
  id uuid primary key default gen_random_uuid(),
  carousel_id uuid not null references image_carousels (id) on delete cascade,
  -- An item is only its image: deleting the media removes the item.
  media_id uuid not null references media_gallery (id) on delete cascade,
  title text,
  description text,
  link text,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index image_carousel_items_carousel_idx on image_carousel_items (carousel_id, sort_order);
create index image_carousel_items_media_idx on image_carousel_items (media_id);

create table video_site (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  youtube_url text not null,
  youtube_id text not null,
  section text not null default 'site' check (section in ('site', 'accommodations', 'others')),
  is_active boolean not null default true,
  sort_order integer not null default 0,
  background_color text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index video_site_section_idx on video_site (section, is_active, sort_order);

create table reviews (
  id uuid primary key default gen_random_uuid(),
  author_name text not null,
  author_city text,
  rating smallint not null check (rating between 1 and 5),
  text text not null,
  -- When the guest stayed (first day of the month when only the month is known).
  stay_date date,
  source text not null default 'admin' check (source in ('seed', 'qr', 'admin')),
  status text not null default 'pending' check (status in ('pending', 'approved', 'hidden')),
  is_featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Home page: approved featured reviews, newest first; moderation list by status.
create index reviews_status_featured_idx on reviews (status, is_featured, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Reservations, notifications, e-mail
-- ---------------------------------------------------------------------------------------------

create table reservations (
  id uuid primary key default gen_random_uuid(),
  guest_user_id uuid references users (id) on delete set null,
  guest_name text not null,
  guest_email text not null,
  guest_phone text not null,
  -- Required by the form (zod); nullable here so that an account deletion can anonymise the row.
  guest_cpf text,
  guest_birth_date date,
  guest_address text,
  guest_city text,
  guest_state text,
  guest_cep text,
  emergency_contact_name text,
  emergency_contact_phone text,
  check_in_date date not null,
  check_out_date date not null,
  -- The room type's name at booking time (spec); room_type_id is what availability counts on.
  room_type text not null,
  room_type_id uuid references room_types (id) on delete set null,
  guests_count integer not null default 1 check (guests_count > 0),
  special_requests text,
  nights integer not null check (nights > 0),
  total_price numeric(10, 2) not null check (total_price >= 0),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'cancelled')),
  cancellation_reason text,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint reservations_dates_check check (check_out_date > check_in_date),
  constraint reservations_nights_match_check check (nights = check_out_date - check_in_date)
);
-- Availability: reservations of a room type overlapping a date range that still hold an apartment
-- (confirmed, or pending within the 24 h hold).
create index reservations_availability_idx on reservations (room_type_id, check_in_date, check_out_date)
  where status <> 'cancelled';
-- Duplicate check (same e-mail within 5 minutes).
create index reservations_guest_email_idx on reservations (guest_email, created_at);
-- Expiry of pending holds and the admin list by status.
create index reservations_status_created_idx on reservations (status, created_at);
-- Customer panel: the guest's reservations, newest first.
create index reservations_guest_user_idx on reservations (guest_user_id, created_at desc);
-- Dashboard: today's check-ins / check-outs, occupancy calendar.
create index reservations_check_in_idx on reservations (check_in_date);

create table notifications (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('new_reservation', 'contact_sent', 'reservation_cancelled')),
  title text not null,
  message text not null,
  data jsonb not null default '{}',
  is_read boolean not null default false,
  expires_at timestamptz,
  reservation_id uuid references reservations (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index notifications_is_read_created_idx on notifications (is_read, created_at desc);
-- A reservation has at most one new_reservation notification, even under retries or concurrency.
create unique index notifications_new_reservation_key on notifications (reservation_id)
  where type = 'new_reservation';

create table email_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  to_address text not null,
  reply_to text,
  subject text not null,
  text_body text not null,
  html_body text,
  attachments jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz default now(),
  sent_at timestamptz,
  provider_message_id text,
  reservation_id uuid references reservations (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The dispatcher's queue: due pending messages.
create index email_outbox_status_next_attempt_idx on email_outbox (status, next_attempt_at);
-- Admin outbox list, newest first.
create index email_outbox_created_idx on email_outbox (created_at desc);
create index email_outbox_reservation_idx on email_outbox (reservation_id);

-- ---------------------------------------------------------------------------------------------
-- QR information pages
-- ---------------------------------------------------------------------------------------------

create table qr_cardapio_items (
  id uuid primary key default gen_random_uuid(),
  category text not null default 'geral',
  name text not null,
  description text,
  price numeric(10, 2) check (price >= 0),
  media_id uuid references media_gallery (id) on delete set null,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index qr_cardapio_items_order_idx on qr_cardapio_items (category, sort_order);

create table qr_centro_eventos (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  subtitle text,
  description text,
  capacity integer check (capacity > 0),
  features text[] not null default '{}',
  media_id uuid references media_gallery (id) on delete set null,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table qr_centro_eventos_photos (
  id uuid primary key default gen_random_uuid(),
  -- null: a photo of the events centre as a whole.
  evento_id uuid references qr_centro_eventos (id) on delete cascade,
  media_id uuid not null references media_gallery (id) on delete cascade,
  caption text,
  sort_order integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index qr_centro_eventos_photos_order_idx on qr_centro_eventos_photos (evento_id, sort_order);

-- ---------------------------------------------------------------------------------------------
-- Rate limits (fixed windows, shared by every instance)
-- ---------------------------------------------------------------------------------------------

create table rate_limits (
  key text not null,
  window_start timestamptz not null,
  count integer not null default 0 check (count >= 0),
  primary key (key, window_start)
);
-- Purge of past windows.
create index rate_limits_window_start_idx on rate_limits (window_start);

-- ---------------------------------------------------------------------------------------------
-- updated_at triggers
-- ---------------------------------------------------------------------------------------------

create trigger users_set_updated_at before update on users for each row execute function set_updated_at();
create trigger profiles_set_updated_at before update on profiles for each row execute function set_updated_at();
create trigger guests_set_updated_at before update on guests for each row execute function set_updated_at();
create trigger media_gallery_set_updated_at before update on media_gallery for each row execute function set_updated_at();
create trigger room_types_set_updated_at before update on room_types for each row execute function set_updated_at();
create trigger hotel_services_set_updated_at before update on hotel_services for each row execute function set_updated_at();
create trigger leisure_activities_set_updated_at before update on leisure_activities for each row execute function set_updated_at();
create trigger site_content_set_updated_at before update on site_content for each row execute function set_updated_at();
create trigger hotel_info_set_updated_at before update on hotel_info for each row execute function set_updated_at();
create trigger section_backgrounds_set_updated_at before update on section_backgrounds for each row execute function set_updated_at();
create trigger image_carousels_set_updated_at before update on image_carousels for each row execute function set_updated_at();
create trigger image_carousel_items_set_updated_at before update on image_carousel_items for each row execute function set_updated_at();
create trigger video_site_set_updated_at before update on video_site for each row execute function set_updated_at();
create trigger reviews_set_updated_at before update on reviews for each row execute function set_updated_at();
create trigger reservations_set_updated_at before update on reservations for each row execute function set_updated_at();
create trigger notifications_set_updated_at before update on notifications for each row execute function set_updated_at();
create trigger email_outbox_set_updated_at before update on email_outbox for each row execute function set_updated_at();
create trigger qr_cardapio_items_set_updated_at before update on qr_cardapio_items for each row execute function set_updated_at();
create trigger qr_centro_eventos_set_updated_at before update on qr_centro_eventos for each row execute function set_updated_at();
create trigger qr_centro_eventos_photos_set_updated_at before update on qr_centro_eventos_photos for each row execute function set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Row level security: enabled on every table with no policy. The application connects as the
-- tables' owner and is unaffected; on Supabase this shuts the public REST API (anon and
-- authenticated keys) out of every table, since the browser must never reach the database.
-- ---------------------------------------------------------------------------------------------

alter table users enable row level security;
alter table sessions enable row level security;
alter table auth_tokens enable row level security;
alter table profiles enable row level security;
alter table guests enable row level security;
alter table media_gallery enable row level security;
alter table room_types enable row level security;
alter table hotel_services enable row level security;
alter table leisure_activities enable row level security;
alter table site_content enable row level security;
alter table hotel_info enable row level security;
alter table section_backgrounds enable row level security;
alter table image_carousels enable row level security;
alter table image_carousel_items enable row level security;
alter table video_site enable row level security;
alter table reviews enable row level security;
alter table reservations enable row level security;
alter table notifications enable row level security;
alter table email_outbox enable row level security;
alter table qr_cardapio_items enable row level security;
alter table qr_centro_eventos enable row level security;
alter table qr_centro_eventos_photos enable row level security;
alter table rate_limits enable row level security;
