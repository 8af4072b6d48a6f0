-- Facts about this database itself. instance_id names the data it holds: the Next data cache keys
-- include it, so cached reads of one database (or of one before `db:reset`) never serve another.
create table app_meta (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);
alter table app_meta enable row level security;
