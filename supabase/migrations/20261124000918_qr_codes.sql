CREATE TABLE "qr_code_scans" (
	"code_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_code_scans_pkey" PRIMARY KEY("code_id","day")
);
--> statement-breakpoint
ALTER TABLE "qr_code_scans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "qr_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"label" text NOT NULL,
	"destination" text DEFAULT 'hub' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qr_codes_token_key" UNIQUE("token"),
	CONSTRAINT "qr_codes_destination_check" CHECK (destination in ('hub', 'cardapio', 'whatsapp', 'servicos', 'ramais', 'normas', 'avaliacao', 'centro-eventos', 'pet-friendly'))
);
--> statement-breakpoint
ALTER TABLE "qr_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "qr_cardapio_items" ADD COLUMN "is_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_cardapio_items" ADD COLUMN "dietary" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "qr_code_scans" ADD CONSTRAINT "qr_code_scans_code_id_fkey" FOREIGN KEY ("code_id") REFERENCES "public"."qr_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK (type in ('new_reservation', 'contact_sent', 'reservation_cancelled', 'event_quote'));--> statement-breakpoint
create trigger qr_codes_set_updated_at before update on qr_codes for each row execute function set_updated_at();