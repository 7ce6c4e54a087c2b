CREATE TABLE "companion_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"operation_id" uuid,
	"device_id" uuid,
	"action" text NOT NULL,
	"vacancy_id" text,
	"vacancy_name" text,
	"result" text NOT NULL,
	"detail" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"extension_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companion_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"device_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"not_before" timestamp with time zone,
	"result" jsonb,
	"error" text,
	"stop_reason" text,
	"stop_question" text,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companion_pack_pauses" (
	"version" text PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"missing" jsonb NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companion_pair_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companion_pairing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "companion_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'assisted' NOT NULL,
	"per_hour" integer NOT NULL,
	"per_day" integer NOT NULL,
	"quiet_from" integer NOT NULL,
	"quiet_to" integer NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	"consented_at" timestamp with time zone,
	"consent_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companion_audit" ADD CONSTRAINT "companion_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_audit" ADD CONSTRAINT "companion_audit_operation_id_companion_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."companion_operations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_audit" ADD CONSTRAINT "companion_audit_device_id_companion_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."companion_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_devices" ADD CONSTRAINT "companion_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_operations" ADD CONSTRAINT "companion_operations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_operations" ADD CONSTRAINT "companion_operations_device_id_companion_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."companion_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_pairing_codes" ADD CONSTRAINT "companion_pairing_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companion_settings" ADD CONSTRAINT "companion_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companion_audit_user_id_at_idx" ON "companion_audit" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "companion_devices_token_hash_key" ON "companion_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "companion_devices_user_id_idx" ON "companion_devices" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companion_operations_apply_key" ON "companion_operations" USING btree ("user_id","dedupe_key") WHERE "companion_operations"."kind" = 'apply';--> statement-breakpoint
CREATE UNIQUE INDEX "companion_operations_live_key" ON "companion_operations" USING btree ("user_id","dedupe_key") WHERE "companion_operations"."kind" <> 'apply' AND "companion_operations"."status" IN ('queued', 'running');--> statement-breakpoint
CREATE INDEX "companion_operations_user_status_idx" ON "companion_operations" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "companion_pair_failures_ip_at_idx" ON "companion_pair_failures" USING btree ("ip","at");--> statement-breakpoint
CREATE INDEX "companion_pair_failures_at_idx" ON "companion_pair_failures" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "companion_pairing_codes_code_hash_key" ON "companion_pairing_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "companion_pairing_codes_user_id_idx" ON "companion_pairing_codes" USING btree ("user_id","created_at");