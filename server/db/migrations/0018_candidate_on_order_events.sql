ALTER TABLE "search_order_events" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "search_order_events" ADD CONSTRAINT "search_order_events_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_order_events_subject_idx" ON "search_order_events" USING btree ("subject_id");--> statement-breakpoint
-- hand-written: existing proposals get their candidate from the operator's audit entry of
-- the same proposal (order.propose, details.staffId): both rows were written in one
-- transaction, so with the same now(), and the locked order takes one proposal per
-- transaction (docs/decisions/0009-job-board.md). This links every proposal, also of a
-- person who never applied and was replaced since.
UPDATE "search_order_events" AS "event" SET "subject_id" = "person"."id"
FROM "audit_log" AS "entry", "users" AS "person"
WHERE "event"."status" = 'candidate_proposed'
	AND "event"."subject_id" IS NULL
	AND "entry"."action" = 'order.propose'
	AND "entry"."target_type" = 'search_order'
	AND "entry"."target_id" = "event"."order_id"::text
	AND "entry"."created_at" = "event"."created_at"
	AND "person"."id"::text = "entry"."details"->>'staffId';
--> statement-breakpoint
-- hand-written: a proposal without its audit entry gets the one person of its order, the
-- candidate now or an applicant, whose name its note is; with two such people, none.
UPDATE "search_order_events" AS "event" SET "subject_id" = "named"."person_id"
FROM (
	SELECT "proposal"."id" AS "event_id", (array_agg("person"."id"))[1] AS "person_id"
	FROM "search_order_events" AS "proposal"
	JOIN "search_orders" AS "order" ON "order"."id" = "proposal"."order_id"
	JOIN "users" AS "person" ON "person"."first_name" || ' ' || "person"."last_name" = "proposal"."note"
	WHERE "proposal"."status" = 'candidate_proposed'
		AND "proposal"."subject_id" IS NULL
		AND ("person"."id" = "order"."candidate_id" OR EXISTS (
			SELECT 1 FROM "job_applications" AS "application"
			WHERE "application"."order_id" = "order"."id" AND "application"."staff_id" = "person"."id"
		))
	GROUP BY "proposal"."id"
	HAVING count(*) = 1
) AS "named"
WHERE "event"."id" = "named"."event_id";
--> statement-breakpoint
-- hand-written: a proposal whose person's account was deleted before this migration (the
-- audit entry's staffId has no user any more) loses the name its note kept.
UPDATE "search_order_events" AS "event" SET "note" = NULL
FROM "audit_log" AS "entry"
WHERE "event"."status" = 'candidate_proposed'
	AND "event"."subject_id" IS NULL
	AND "event"."note" IS NOT NULL
	AND "entry"."action" = 'order.propose'
	AND "entry"."target_type" = 'search_order'
	AND "entry"."target_id" = "event"."order_id"::text
	AND "entry"."created_at" = "event"."created_at"
	AND NOT EXISTS (SELECT 1 FROM "users" AS "person" WHERE "person"."id"::text = "entry"."details"->>'staffId');
