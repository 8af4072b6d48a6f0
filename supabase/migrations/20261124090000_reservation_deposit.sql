ALTER TABLE "reservations" ADD COLUMN "deposit_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_amount_check" CHECK (deposit_amount is null or deposit_amount > 0);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_paid_check" CHECK (deposit_paid_at is null or deposit_amount is not null);