ALTER TABLE "media_gallery" ADD COLUMN "variants" jsonb DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_gallery" ADD COLUMN "cdn_file_id" text;