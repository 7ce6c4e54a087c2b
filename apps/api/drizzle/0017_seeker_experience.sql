CREATE TABLE "seeker_experience" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"jobs" jsonb NOT NULL,
	"removed" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seeker_experience" ADD CONSTRAINT "seeker_experience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;