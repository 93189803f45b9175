CREATE TABLE "customer_totals" (
	"customer_idnumber" text PRIMARY KEY NOT NULL,
	"purchases" integer DEFAULT 0 NOT NULL,
	"last_purchase_at" timestamp with time zone,
	"repairs" integer DEFAULT 0 NOT NULL,
	"last_repair_at" timestamp with time zone,
	"open_lines" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_totals" (
	"serialno" text PRIMARY KEY NOT NULL,
	"repairs" integer DEFAULT 0 NOT NULL,
	"last_repair_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tallies" (
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tallies_kind_name_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
DROP INDEX "products_customer_idx";--> statement-breakpoint
DROP INDEX "products_type_idx";--> statement-breakpoint
DROP INDEX "products_colour_idx";--> statement-breakpoint
DROP INDEX "products_size_idx";--> statement-breakpoint
DROP INDEX "repair_requests_customer_idx";--> statement-breakpoint
DROP INDEX "repair_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "repair_requests_updated_at_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "type_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colour_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "size_rank" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "customer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "status_rank" smallint GENERATED ALWAYS AS (CASE status WHEN 'Pending' THEN 1 WHEN 'Enroute to Lifetime Outfitter' THEN 2 WHEN 'In Progress' THEN 3 WHEN 'Ready for Collection' THEN 4 WHEN 'Enroute to Customer' THEN 5 WHEN 'Done' THEN 6 ELSE 0 END) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "client_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "client_surname" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_customer_idnumber_users_idnumber_fk" FOREIGN KEY ("customer_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_totals" ADD CONSTRAINT "product_totals_serialno_products_serialno_fk" FOREIGN KEY ("serialno") REFERENCES "public"."products"("serialno") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "customer_totals_purchases_idx" ON "customer_totals" USING btree ("purchases","customer_idnumber");--> statement-breakpoint
CREATE INDEX "customer_totals_repairs_idx" ON "customer_totals" USING btree ("repairs","customer_idnumber");--> statement-breakpoint
CREATE INDEX "product_totals_repairs_idx" ON "product_totals" USING btree ("repairs","serialno");--> statement-breakpoint
CREATE INDEX "product_totals_last_repair_idx" ON "product_totals" USING btree ("last_repair_at","serialno");--> statement-breakpoint
CREATE INDEX "product_totals_last_repair_desc_idx" ON "product_totals" USING btree ("last_repair_at" desc nulls last,"serialno" desc);--> statement-breakpoint
CREATE INDEX "products_type_name_sort_idx" ON "products" USING btree (lower("type_name"),"serialno");--> statement-breakpoint
CREATE INDEX "products_colour_name_sort_idx" ON "products" USING btree (lower("colour_name"),"serialno");--> statement-breakpoint
CREATE INDEX "products_colour_name_sort_desc_idx" ON "products" USING btree (lower("colour_name") desc nulls last,"serialno" desc);--> statement-breakpoint
CREATE INDEX "products_size_sort_idx" ON "products" USING btree ("size_rank",lower("custom_size"),"serialno");--> statement-breakpoint
CREATE INDEX "products_size_sort_desc_idx" ON "products" USING btree ("size_rank" desc nulls last,lower("custom_size") desc nulls last,"serialno" desc);--> statement-breakpoint
CREATE INDEX "products_customer_name_sort_idx" ON "products" USING btree (lower("customer_name"),"customer_idnumber","serialno");--> statement-breakpoint
CREATE INDEX "products_customer_name_trgm" ON "products" USING gin (lower("customer_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_custom_colour_trgm" ON "products" USING gin (lower("custom_colour") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_custom_size_trgm" ON "products" USING gin (lower("custom_size") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_lines_serialno_trgm" ON "repair_lines" USING gin (lower("serialno") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_lines_open_request_idx" ON "repair_lines" USING btree ("repair_request_id") WHERE "repair_lines"."state" <> 'completed';--> statement-breakpoint
CREATE INDEX "repair_requests_client_trgm" ON "repair_requests" USING gin (lower("client_name" || ' ' || "client_surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_requests_status_rank_idx" ON "repair_requests" USING btree ("status_rank","id");--> statement-breakpoint
CREATE INDEX "repair_requests_client_sort_idx" ON "repair_requests" USING btree (lower("client_name"),lower("client_surname"),"id");--> statement-breakpoint
CREATE INDEX "repair_requests_open_idx" ON "repair_requests" USING btree ("status","created_at") WHERE "repair_requests"."status" <> 'Done';--> statement-breakpoint
CREATE INDEX "users_idnumber_trgm" ON "users" USING gin (lower("idnumber") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_customers_picker_idx" ON "users" USING btree ("name","surname","idnumber") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_joined_idx" ON "users" USING btree ("created_at","idnumber") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_name_idx" ON "users" USING btree (lower("name"),lower("surname"),"idnumber") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_surname_idx" ON "users" USING btree (lower("surname"),"idnumber") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_customers_email_idx" ON "users" USING btree (lower("email"),"idnumber") WHERE "users"."role" = 'customer';--> statement-breakpoint
CREATE INDEX "users_non_customers_idx" ON "users" USING btree ("idnumber") WHERE "users"."role" <> 'customer';--> statement-breakpoint
CREATE INDEX "products_customer_idx" ON "products" USING btree ("customer_idnumber","created_at");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id","serialno");--> statement-breakpoint
CREATE INDEX "products_colour_idx" ON "products" USING btree ("colour_id","serialno");--> statement-breakpoint
CREATE INDEX "products_size_idx" ON "products" USING btree ("size_id","serialno");--> statement-breakpoint
CREATE INDEX "repair_requests_customer_idx" ON "repair_requests" USING btree ("customer_idnumber","created_at");--> statement-breakpoint
CREATE INDEX "repair_requests_created_at_idx" ON "repair_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "repair_requests_updated_at_idx" ON "repair_requests" USING btree ("updated_at","id");