DROP INDEX "products_serialno_trgm";--> statement-breakpoint
DROP INDEX "repair_lines_serialno_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "serialno_windows" "tsvector" GENERATED ALWAYS AS (serial_windows(lower(serialno))) STORED;--> statement-breakpoint
CREATE INDEX "products_serialno_windows" ON "products" USING gin ("serialno_windows");