CREATE TABLE "link_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"repair_request_id" integer,
	"user_idnumber" text,
	"salt" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to_address" text,
	"customer_idnumber" text,
	"group_key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_as" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_mails_state_check" CHECK ("outbox_mails"."state" in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_mails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_repair_request_id_repair_requests_id_fk" FOREIGN KEY ("repair_request_id") REFERENCES "public"."repair_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_user_idnumber_users_idnumber_fk" FOREIGN KEY ("user_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_customer_idnumber_users_idnumber_fk" FOREIGN KEY ("customer_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_live_tracking_unique" ON "link_tokens" USING btree ("repair_request_id") WHERE "link_tokens"."purpose" = 'track' and "link_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_live_unsubscribe_unique" ON "link_tokens" USING btree ("user_idnumber") WHERE "link_tokens"."purpose" = 'unsubscribe' and "link_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "link_tokens_user_idx" ON "link_tokens" USING btree ("user_idnumber","purpose");--> statement-breakpoint
CREATE INDEX "outbox_mails_due_idx" ON "outbox_mails" USING btree ("due_at","id") WHERE "outbox_mails"."state" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "outbox_mails_group_idx" ON "outbox_mails" USING btree ("group_key","id") WHERE "outbox_mails"."state" = 'pending' and "outbox_mails"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "outbox_mails_failed_idx" ON "outbox_mails" USING btree ("updated_at","id") WHERE "outbox_mails"."state" = 'failed';--> statement-breakpoint
CREATE INDEX "outbox_mails_customer_idx" ON "outbox_mails" USING btree ("customer_idnumber","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("id") WHERE "contact_messages"."read_at" is null and "contact_messages"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "contact_messages_archive_idx" ON "contact_messages" USING btree ("created_at","id") WHERE "contact_messages"."archived_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm" ON "contact_messages" USING gin (lower("name" || ' ' || "email" || ' ' || "message") gin_trgm_ops);