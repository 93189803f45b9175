ALTER TABLE "repair_lines" ADD COLUMN "coverage" text DEFAULT 'warranty' NOT NULL;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD COLUMN "goodwill_reason" text;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD COLUMN "cause_component" text;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD COLUMN "cause_reason" text;--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_coverage_check" CHECK ("repair_lines"."coverage" in ('warranty', 'paid', 'goodwill', 'not-repairable') and ("repair_lines"."coverage" = 'goodwill') = ("repair_lines"."goodwill_reason" is not null));--> statement-breakpoint
ALTER TABLE "repair_lines" ADD CONSTRAINT "repair_lines_cause_check" CHECK ("repair_lines"."cause_component" in ('stitching', 'edges', 'hardware', 'strap-or-handle', 'lining', 'zip', 'leather-surface', 'other') and "repair_lines"."cause_reason" in ('wear', 'making-defect', 'accident-or-misuse', 'unknown'));