CREATE TABLE "product_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"serialno" text NOT NULL,
	"from_idnumber" text NOT NULL,
	"to_email" text NOT NULL,
	"to_idnumber" text,
	"via" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"salt" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "product_transfers_state_check" CHECK ("product_transfers"."state" in ('pending', 'accepted', 'cancelled', 'expired')),
	CONSTRAINT "product_transfers_via_check" CHECK ("product_transfers"."via" in ('customer', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_serialno_products_serialno_fk" FOREIGN KEY ("serialno") REFERENCES "public"."products"("serialno") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_from_idnumber_users_idnumber_fk" FOREIGN KEY ("from_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_transfers" ADD CONSTRAINT "product_transfers_to_idnumber_users_idnumber_fk" FOREIGN KEY ("to_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "product_transfers_one_pending_idx" ON "product_transfers" USING btree ("serialno") WHERE "product_transfers"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "product_transfers_token_hash_idx" ON "product_transfers" USING btree ("token_hash") WHERE "product_transfers"."token_hash" is not null;--> statement-breakpoint
CREATE INDEX "product_transfers_serialno_idx" ON "product_transfers" USING btree ("serialno","created_at");--> statement-breakpoint
CREATE INDEX "product_transfers_from_pending_idx" ON "product_transfers" USING btree ("from_idnumber") WHERE "product_transfers"."state" = 'pending';