CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"paid_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_idnumber" text,
	CONSTRAINT "payments_check" CHECK ("payments"."amount_cents" > 0 and "payments"."kind" in ('payment', 'refund') and "payments"."method" in ('eft', 'card', 'cash'))
);
--> statement-breakpoint
CREATE TABLE "request_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_request_id" integer NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_idnumber" text,
	CONSTRAINT "request_fees_amount_check" CHECK ("request_fees"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_requests" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_repair_request_id_repair_requests_id_fk" FOREIGN KEY ("repair_request_id") REFERENCES "public"."repair_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_idnumber_users_idnumber_fk" FOREIGN KEY ("recorded_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "request_fees" ADD CONSTRAINT "request_fees_repair_request_id_repair_requests_id_fk" FOREIGN KEY ("repair_request_id") REFERENCES "public"."repair_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_fees" ADD CONSTRAINT "request_fees_created_by_idnumber_users_idnumber_fk" FOREIGN KEY ("created_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("repair_request_id","id");--> statement-breakpoint
CREATE INDEX "request_fees_request_idx" ON "request_fees" USING btree ("repair_request_id");