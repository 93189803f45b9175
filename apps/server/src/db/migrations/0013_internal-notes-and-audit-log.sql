CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_idnumber" text NOT NULL,
	"actor_name" text NOT NULL,
	"entity_kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customer_idnumber" text,
	"serialno" text,
	"repair_request_id" integer
);
--> statement-breakpoint
ALTER TABLE "repair_line_notes" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_idnumber","at") WHERE "audit_log"."customer_idnumber" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_serialno_idx" ON "audit_log" USING btree ("serialno","at") WHERE "audit_log"."serialno" is not null;--> statement-breakpoint
CREATE INDEX "audit_log_request_idx" ON "audit_log" USING btree ("repair_request_id","at") WHERE "audit_log"."repair_request_id" is not null;