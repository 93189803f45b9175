CREATE OR REPLACE FUNCTION public.repair_line_state_since()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
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
END $function$;
