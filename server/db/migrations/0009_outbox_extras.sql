ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "reply_to" text;