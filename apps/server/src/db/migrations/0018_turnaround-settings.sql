CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_idnumber" text
);
--> statement-breakpoint
ALTER TABLE "repair_lines" ADD COLUMN "state_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_idnumber_users_idnumber_fk" FOREIGN KEY ("updated_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "repair_lines_open_state_since_idx" ON "repair_lines" USING btree ("state","state_since","repair_request_id") WHERE "repair_lines"."state" <> 'completed';