ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" AS "p" SET "status" = 'canceled', "failure_reason" = 'replaced' WHERE "p"."status" = 'pending' AND "p"."purpose" = 'purchase' AND EXISTS (SELECT 1 FROM "payments" AS "q" WHERE "q"."user_id" = "p"."user_id" AND "q"."status" = 'pending' AND "q"."purpose" = 'purchase' AND ("q"."created_at", "q"."id") > ("p"."created_at", "p"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_checkout" ON "payments" USING btree ("user_id") WHERE "payments"."status" = 'pending' and "payments"."purpose" = 'purchase';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_of" ON "payments" USING btree ("refund_of");