ALTER TABLE "outbox_emails" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_content_check" CHECK ("outbox_emails"."body" is not null or ("outbox_emails"."html" is not null and "outbox_emails"."text" is not null));