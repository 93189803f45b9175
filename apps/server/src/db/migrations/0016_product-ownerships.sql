CREATE TABLE "product_ownerships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"serialno" text NOT NULL,
	"customer_idnumber" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"via" text NOT NULL,
	CONSTRAINT "product_ownerships_via_check" CHECK ("product_ownerships"."via" in ('made', 'admin', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "product_ownerships" ADD CONSTRAINT "product_ownerships_serialno_products_serialno_fk" FOREIGN KEY ("serialno") REFERENCES "public"."products"("serialno") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_ownerships" ADD CONSTRAINT "product_ownerships_customer_idnumber_users_idnumber_fk" FOREIGN KEY ("customer_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "product_ownerships_serialno_idx" ON "product_ownerships" USING btree ("serialno","started_at");--> statement-breakpoint
CREATE INDEX "product_ownerships_customer_idx" ON "product_ownerships" USING btree ("customer_idnumber","serialno");--> statement-breakpoint
CREATE UNIQUE INDEX "product_ownerships_one_open_idx" ON "product_ownerships" USING btree ("serialno") WHERE "product_ownerships"."ended_at" is null;