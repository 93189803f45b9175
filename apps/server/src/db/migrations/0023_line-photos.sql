CREATE TABLE "catalogue_photos" (
	"catalogue_key" text PRIMARY KEY NOT NULL,
	"image_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"hash" text PRIMARY KEY NOT NULL,
	"full" "bytea" NOT NULL,
	"thumb" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_line_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_line_id" integer NOT NULL,
	"image_hash" text NOT NULL,
	"kind" text NOT NULL,
	"customer_visible" boolean NOT NULL,
	"added_by_idnumber" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_line_photos_kind_check" CHECK ("repair_line_photos"."kind" in ('customer', 'intake', 'before', 'after')),
	CONSTRAINT "repair_line_photos_customer_visible_check" CHECK ("repair_line_photos"."kind" <> 'customer' or "repair_line_photos"."customer_visible")
);
--> statement-breakpoint
CREATE TABLE "staged_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_idnumber" text NOT NULL,
	"image_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_photos" ADD CONSTRAINT "catalogue_photos_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_line_photos" ADD CONSTRAINT "repair_line_photos_repair_line_id_repair_lines_id_fk" FOREIGN KEY ("repair_line_id") REFERENCES "public"."repair_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_line_photos" ADD CONSTRAINT "repair_line_photos_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_line_photos" ADD CONSTRAINT "repair_line_photos_added_by_idnumber_users_idnumber_fk" FOREIGN KEY ("added_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staged_photos" ADD CONSTRAINT "staged_photos_owner_idnumber_users_idnumber_fk" FOREIGN KEY ("owner_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "staged_photos" ADD CONSTRAINT "staged_photos_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_line_photos_line_idx" ON "repair_line_photos" USING btree ("repair_line_id","id");--> statement-breakpoint
CREATE INDEX "repair_line_photos_image_idx" ON "repair_line_photos" USING btree ("image_hash");--> statement-breakpoint
CREATE INDEX "staged_photos_owner_idx" ON "staged_photos" USING btree ("owner_idnumber");--> statement-breakpoint
CREATE INDEX "staged_photos_expires_idx" ON "staged_photos" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staged_photos_image_idx" ON "staged_photos" USING btree ("image_hash");