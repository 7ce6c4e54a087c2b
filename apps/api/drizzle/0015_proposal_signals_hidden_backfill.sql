-- Signals stored before hidden_at existed: a vacancy that is not among its position's stored proposals was hidden with
-- «Не интересно» on /vacancy (an unchecked proposal always is among them), so it stays hidden.
UPDATE "proposal_signals" AS s
SET "hidden_at" = s."created_at"
WHERE s."hidden_at" IS NULL
  AND NOT EXISTS (
    SELECT 1
    FROM "positions" AS p, jsonb_array_elements(COALESCE(p."proposals", '[]'::jsonb)) AS item
    WHERE p."id" = s."position_id" AND item -> 'candidate' ->> 'id' = s."vacancy_id"
  );
