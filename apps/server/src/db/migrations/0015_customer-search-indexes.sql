ALTER TABLE "users" ADD COLUMN "cellphone_digits" text GENERATED ALWAYS AS (phone_digits(cellphone)) STORED;--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree (lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "users_cellphone_digits_idx" ON "users" USING btree ("cellphone_digits");--> statement-breakpoint
CREATE INDEX "users_cellphone_digits_trgm" ON "users" USING gin ("cellphone_digits" gin_trgm_ops);