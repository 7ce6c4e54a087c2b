ALTER TABLE "positions" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "deleted_at" timestamp with time zone;