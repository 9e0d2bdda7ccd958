ALTER TABLE "saved_searches" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
-- hand-written:
-- Until now every "Suchen" stored an alert; keep the oldest of each person's identical
-- searches (docs/decisions/0018-search-alerts.md), as the site now stores each once.
DELETE FROM "saved_searches" AS "later" USING "saved_searches" AS "first"
WHERE "later"."user_id" = "first"."user_id"
  AND "later"."type" = "first"."type"
  AND "later"."start_date" IS NOT DISTINCT FROM "first"."start_date"
  AND "later"."end_date" IS NOT DISTINCT FROM "first"."end_date"
  AND "later"."state" IS NOT DISTINCT FROM "first"."state"
  AND btrim(regexp_replace(lower("later"."location"), '[\s,]+', ' ', 'g'))
    = btrim(regexp_replace(lower("first"."location"), '[\s,]+', ' ', 'g'))
  AND ("later"."created_at", "later"."id") > ("first"."created_at", "first"."id");
