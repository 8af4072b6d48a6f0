CREATE TABLE "ical_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"summary" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_blocks_dates_check" CHECK (end_date > start_date)
);
--> statement-breakpoint
ALTER TABLE "ical_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_feeds_room_type_id_url_key" UNIQUE("room_type_id","url"),
	CONSTRAINT "ical_feeds_url_check" CHECK (url ~ '^https?://')
);
--> statement-breakpoint
ALTER TABLE "ical_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "room_type_calendars" (
	"room_type_id" uuid PRIMARY KEY NOT NULL,
	"export_secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_type_calendars_export_secret_check" CHECK (length(export_secret) >= 32)
);
--> statement-breakpoint
ALTER TABLE "room_type_calendars" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ical_blocks" ADD CONSTRAINT "ical_blocks_feed_id_fkey" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_blocks" ADD CONSTRAINT "ical_blocks_room_type_id_fkey" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_room_type_id_fkey" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_calendars" ADD CONSTRAINT "room_type_calendars_room_type_id_fkey" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ical_blocks_feed_id_idx" ON "ical_blocks" USING btree ("feed_id");--> statement-breakpoint
CREATE INDEX "ical_blocks_availability_idx" ON "ical_blocks" USING btree ("room_type_id","start_date","end_date");--> statement-breakpoint
create trigger room_type_calendars_set_updated_at before update on room_type_calendars for each row execute function set_updated_at();--> statement-breakpoint
create trigger ical_feeds_set_updated_at before update on ical_feeds for each row execute function set_updated_at();
