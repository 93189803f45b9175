CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_line_id" integer NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"vat_basis_points" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_idnumber" text,
	"sent_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_via" text,
	"answered_by_idnumber" text,
	"answer_note" text,
	CONSTRAINT "quotes_line_version_unique" UNIQUE("repair_line_id","version"),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."total_cents" >= 0 and "quotes"."vat_cents" >= 0 and "quotes"."vat_cents" <= "quotes"."total_cents" and "quotes"."version" > 0),
	CONSTRAINT "quotes_answer_check" CHECK ("quotes"."answer" in ('approved', 'declined') and "quotes"."answered_via" in ('tracking-link', 'customer-page', 'phone', 'in-shop')),
	CONSTRAINT "quotes_answered_check" CHECK (("quotes"."answer" is null) = ("quotes"."answered_at" is null) and ("quotes"."answer" is null) = ("quotes"."answered_via" is null) and ("quotes"."answer" is null or "quotes"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "repair_lines" ADD COLUMN "quote_status" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_repair_line_id_repair_lines_id_fk" FOREIGN KEY ("repair_line_id") REFERENCES "public"."repair_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_idnumber_users_idnumber_fk" FOREIGN KEY ("created_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answered_by_idnumber_users_idnumber_fk" FOREIGN KEY ("answered_by_idnumber") REFERENCES "public"."users"("idnumber") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_quote_status_check" CHECK ("repair_lines"."quote_status" in ('awaiting', 'approved', 'declined'));