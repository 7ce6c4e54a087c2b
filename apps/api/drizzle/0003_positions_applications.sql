CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"vacancy_id" text NOT NULL,
	"vacancy_name" text NOT NULL,
	"employer_name" text,
	"area_name" text,
	"alternate_url" text NOT NULL,
	"apply_alternate_url" text NOT NULL,
	"resume_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"cover_letter" text NOT NULL,
	"letter_style" text NOT NULL,
	"hh_negotiation_id" text,
	"feedback_status" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"resume_id" text NOT NULL,
	"resume_title" text NOT NULL,
	"use_favorites" boolean NOT NULL,
	"areas" jsonb NOT NULL,
	"remote" boolean NOT NULL,
	"salary_amount" integer NOT NULL,
	"salary_currency" text NOT NULL,
	"letter_styles" jsonb NOT NULL,
	"stage" text DEFAULT 'questions' NOT NULL,
	"resume_snapshot" jsonb,
	"market_skills" jsonb,
	"questions" jsonb,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"resume_draft" jsonb,
	"draft_engine" text,
	"draft_answers_key" text,
	"publish_started_at" timestamp with time zone,
	"hh_resume_id" text,
	"hh_resume_url" text,
	"hh_resume_title" text,
	"published_at" timestamp with time zone,
	"proposals" jsonb,
	"proposed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_id_vacancy_id_key" ON "applications" USING btree ("user_id","vacancy_id");--> statement-breakpoint
CREATE INDEX "applications_user_id_created_at_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_next_attempt_at_idx" ON "applications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "positions_user_id_created_at_idx" ON "positions" USING btree ("user_id","created_at");