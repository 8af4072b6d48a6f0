CREATE TABLE "auth_user_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_user_deletions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
create trigger auth_user_deletions_set_updated_at before update on auth_user_deletions for each row execute function set_updated_at();
