CREATE TABLE "backup_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text,
	"file_name" text,
	"size_bytes" bigint,
	"error" text,
	CONSTRAINT "backup_runs_slot_unique" UNIQUE("slot"),
	CONSTRAINT "backup_runs_result" CHECK ("backup_runs"."result" in ('succeeded', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "backup_runs_finished_idx" ON "backup_runs" USING btree ("finished_at");