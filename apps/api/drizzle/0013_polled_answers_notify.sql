-- Polled answers (spec §9: have_notifications and the application count, polled every 10 s per open tab) are cached
-- in each API process. Every change of the rows they are computed from announces itself on the channel
-- 'otklik_polled' as '<table>:<user_id>' ('<table>:*' after a TRUNCATE), whichever code path or process made it;
-- each process drops the seeker's cached answer when it hears it (src/db/polled-cache.ts).
CREATE OR REPLACE FUNCTION "otklik_notify_polled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('otklik_polled', TG_TABLE_NAME || ':*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('otklik_polled', TG_TABLE_NAME || ':' || OLD.user_id::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('otklik_polled', TG_TABLE_NAME || ':' || NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "notifications_polled_notify" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "fetched_at" ON "notifications" FOR EACH ROW EXECUTE FUNCTION "otklik_notify_polled"();
--> statement-breakpoint
CREATE TRIGGER "notifications_polled_notify_truncate" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "otklik_notify_polled"();
--> statement-breakpoint
CREATE TRIGGER "applications_polled_notify" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "status", "sent_at", "next_attempt_at" ON "applications" FOR EACH ROW EXECUTE FUNCTION "otklik_notify_polled"();
--> statement-breakpoint
CREATE TRIGGER "applications_polled_notify_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "otklik_notify_polled"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_polled_notify" AFTER INSERT OR DELETE OR UPDATE ON "subscriptions" FOR EACH ROW EXECUTE FUNCTION "otklik_notify_polled"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_polled_notify_truncate" AFTER TRUNCATE ON "subscriptions" FOR EACH STATEMENT EXECUTE FUNCTION "otklik_notify_polled"();
