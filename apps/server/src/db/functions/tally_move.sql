CREATE OR REPLACE FUNCTION public.tally_move(tally_kind text, old_name text, new_name text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF old_name IS NOT DISTINCT FROM new_name THEN RETURN; END IF;
  IF new_name IS NULL OR (old_name IS NOT NULL AND old_name < new_name) THEN
    PERFORM tally_add(tally_kind, old_name, -1);
    PERFORM tally_add(tally_kind, new_name, 1);
  ELSE
    PERFORM tally_add(tally_kind, new_name, 1);
    PERFORM tally_add(tally_kind, old_name, -1);
  END IF;
END $function$;
