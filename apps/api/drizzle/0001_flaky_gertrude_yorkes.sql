CREATE TABLE "proposal_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"position_id" uuid NOT NULL,
	"vacancy_id" text NOT NULL,
	"employer_id" text,
	"employer_name" text,
	"title_terms" jsonb NOT NULL,
	"salary_band" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "proposal_signals" ADD CONSTRAINT "proposal_signals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_signals" ADD CONSTRAINT "proposal_signals_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_signals_position_vacancy_idx" ON "proposal_signals" USING btree ("position_id","vacancy_id");--> statement-breakpoint
CREATE INDEX "proposal_signals_user_id_idx" ON "proposal_signals" USING btree ("user_id");