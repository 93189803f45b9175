-- When each line entered its current state (repair_lines.state_since, decision 067): the time
-- of its latest state change, kept by the database in the same write as the change, whatever
-- writes it (a request raised, an update, 'Next', a bulk move, an undo that removes a change).
UPDATE repair_lines l SET state_since = coalesce(
  (SELECT max(c.changed_at) FROM repair_line_state_changes c WHERE c.repair_line_id = l.id),
  l.created_at);
--> statement-breakpoint
CREATE FUNCTION repair_line_state_since() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- History written out of order (a seed) never moves the time back.
    UPDATE repair_lines SET state_since = NEW.changed_at
    WHERE id = NEW.repair_line_id
      AND (state_since IS NULL OR state_since <= NEW.changed_at);
  ELSE
    UPDATE repair_lines l SET state_since = coalesce(
      (SELECT max(c.changed_at) FROM repair_line_state_changes c WHERE c.repair_line_id = l.id),
      l.created_at)
    WHERE l.id = OLD.repair_line_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER repair_line_state_since AFTER INSERT OR DELETE ON repair_line_state_changes
FOR EACH ROW EXECUTE FUNCTION repair_line_state_since();
