CREATE TABLE "colours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "colours_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_lower" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_colours" (
	"product_type_id" integer NOT NULL,
	"colour_id" integer NOT NULL,
	CONSTRAINT "product_type_colours_product_type_id_colour_id_pk" PRIMARY KEY("product_type_id","colour_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_sizes" (
	"product_type_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	CONSTRAINT "product_type_sizes_product_type_id_size_id_pk" PRIMARY KEY("product_type_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	CONSTRAINT "product_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"serialno" text PRIMARY KEY NOT NULL,
	"product_type_id" integer NOT NULL,
	"colour_id" integer,
	"size_id" integer,
	"custom_colour" text,
	"custom_size" text,
	"description" text,
	"customer_idnumber" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_line_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"repair_line_id" integer NOT NULL,
	"message" text NOT NULL,
	"author_idnumber" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_line_state_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"repair_line_id" integer NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"changed_by_idnumber" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_request_id" integer NOT NULL,
	"serialno" text NOT NULL,
	"problem_description" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_lines_state_check" CHECK ("repair_lines"."state" in ('pending', 'enroute-to-outfitter', 'in-progress', 'ready-for-collection', 'enroute-to-customer', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "repair_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_idnumber" text NOT NULL,
	"current_location" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_by_idnumber" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_idnumber" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "sizes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"idnumber" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"password_flag" smallint DEFAULT 0 NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"cellphone" text,
	"is_south_african" boolean DEFAULT false NOT NULL,
	"street" text,
	"city" text,
	"province" text,
	"postal_code" integer,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'customer')),
	CONSTRAINT "users_password_flag_check" CHECK ("users"."password_flag" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "product_type_colours" ADD CONSTRAINT "product_type_colours_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_colours" ADD CONSTRAINT "product_type_colours_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_sizes" ADD CONSTRAINT "product_type_sizes_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_sizes" ADD CONSTRAINT "product_type_sizes_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_colour_id_colours_id_fk" FOREIGN KEY ("colour_id") REFERENCES "public"."colours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_customer_idnumber_users_idnumber_fk" FOREIGN KEY ("customer_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "repair_line_notes" ADD CONSTRAINT "repair_line_notes_repair_line_id_repair_lines_id_fk" FOREIGN KEY ("repair_line_id") REFERENCES "public"."repair_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_line_notes" ADD CONSTRAINT "repair_line_notes_author_idnumber_users_idnumber_fk" FOREIGN KEY ("author_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "repair_line_state_changes" ADD CONSTRAINT "repair_line_state_changes_repair_line_id_repair_lines_id_fk" FOREIGN KEY ("repair_line_id") REFERENCES "public"."repair_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_line_state_changes" ADD CONSTRAINT "repair_line_state_changes_changed_by_idnumber_users_idnumber_fk" FOREIGN KEY ("changed_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_repair_request_id_repair_requests_id_fk" FOREIGN KEY ("repair_request_id") REFERENCES "public"."repair_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_serialno_products_serialno_fk" FOREIGN KEY ("serialno") REFERENCES "public"."products"("serialno") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_customer_idnumber_users_idnumber_fk" FOREIGN KEY ("customer_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD CONSTRAINT "repair_requests_created_by_idnumber_users_idnumber_fk" FOREIGN KEY ("created_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_idnumber_users_idnumber_fk" FOREIGN KEY ("user_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "login_failures_lookup_idx" ON "login_failures" USING btree ("email_lower","ip","created_at");--> statement-breakpoint
CREATE INDEX "products_customer_idx" ON "products" USING btree ("customer_idnumber");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "products_colour_idx" ON "products" USING btree ("colour_id");--> statement-breakpoint
CREATE INDEX "products_size_idx" ON "products" USING btree ("size_id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_serialno_trgm" ON "products" USING gin (lower("serialno") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "repair_line_notes_line_created_idx" ON "repair_line_notes" USING btree ("repair_line_id","created_at");--> statement-breakpoint
CREATE INDEX "repair_line_state_changes_line_idx" ON "repair_line_state_changes" USING btree ("repair_line_id","changed_at");--> statement-breakpoint
CREATE INDEX "repair_lines_request_idx" ON "repair_lines" USING btree ("repair_request_id");--> statement-breakpoint
CREATE INDEX "repair_lines_serialno_idx" ON "repair_lines" USING btree ("serialno");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_lines_one_open_per_product" ON "repair_lines" USING btree ("serialno") WHERE "repair_lines"."state" <> 'completed';--> statement-breakpoint
CREATE INDEX "repair_requests_customer_idx" ON "repair_requests" USING btree ("customer_idnumber");--> statement-breakpoint
CREATE INDEX "repair_requests_status_idx" ON "repair_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "repair_requests_created_at_idx" ON "repair_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "repair_requests_updated_at_idx" ON "repair_requests" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idnumber_idx" ON "sessions" USING btree ("user_idnumber");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_full_name_trgm" ON "users" USING gin (lower("name" || ' ' || "surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");