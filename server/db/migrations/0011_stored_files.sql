CREATE TABLE "stored_file_chunks" (
	"file_key" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_key_seq_pk" PRIMARY KEY("file_key","seq")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"byte_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_key_stored_files_key_fk" FOREIGN KEY ("file_key") REFERENCES "public"."stored_files"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_incomplete_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "outbox_emails_failed_idx" ON "outbox_emails" USING btree ("created_at") WHERE "outbox_emails"."status" = 'failed';--> statement-breakpoint
-- hand-written: documents are PDFs, already compressed; keep TOAST from trying again.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
