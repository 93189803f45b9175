CREATE OR REPLACE FUNCTION public.tally_add(tally_kind text, tally_name text, delta integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF delta = 0 OR tally_name IS NULL THEN RETURN; END IF;
  INSERT INTO tallies AS t (kind, name, count) VALUES (tally_kind, tally_name, delta)
  ON CONFLICT (kind, name) DO UPDATE SET count = t.count + excluded.count;
END $function$;
