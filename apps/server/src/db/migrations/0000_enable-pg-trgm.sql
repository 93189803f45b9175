-- Trigram indexes (fast case-insensitive substring search) need pg_trgm; drizzle-kit cannot express extensions.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
