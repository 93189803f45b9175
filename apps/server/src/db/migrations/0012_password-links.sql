ALTER TABLE "link_tokens" ADD COLUMN "mail_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_open_password_unique" ON "link_tokens" USING btree ("user_idnumber") WHERE "link_tokens"."purpose" in ('invitation', 'reset') and "link_tokens"."used_at" is null and "link_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_mail_key_unique" ON "link_tokens" USING btree ("mail_key") WHERE "link_tokens"."mail_key" is not null;