CREATE TABLE "care_guides" (
	"product_type_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "link_tokens" ADD COLUMN "serialno" text;--> statement-breakpoint
ALTER TABLE "care_guides" ADD CONSTRAINT "care_guides_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_serialno_products_serialno_fk" FOREIGN KEY ("serialno") REFERENCES "public"."products"("serialno") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "link_tokens_serialno_idx" ON "link_tokens" USING btree ("serialno") WHERE "link_tokens"."serialno" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "link_tokens_live_verify_unique" ON "link_tokens" USING btree ("serialno") WHERE "link_tokens"."purpose" = 'verify' and "link_tokens"."revoked_at" is null;