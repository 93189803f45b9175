CREATE OR REPLACE FUNCTION public.serial_windows_query(term text)
 RETURNS tsquery
 LANGUAGE plpgsql
 STABLE PARALLEL SAFE STRICT
AS $function$
DECLARE
  common text[];
  freqs real[];
  win text;
  freq real;
  rarest text;
  rarest_freq real;
  chosen text[] := '{}';
BEGIN
  IF char_length(term) <= 4 THEN
    RETURN ('''' || replace(replace(term, E'\\', E'\\\\'), '''', '''''') || ''':*')::tsquery;
  END IF;
  SELECT s.most_common_elems::text::text[], s.most_common_elem_freqs INTO common, freqs
  FROM pg_stats AS s
  WHERE s.schemaname = current_schema() AND s.tablename = 'products'
    AND s.attname = 'serialno_windows';
  FOR start IN 1 .. char_length(term) - 3 LOOP
    win := substr(term, start, 4);
    freq := coalesce(freqs[array_position(common, win)], 0);
    IF freq < 0.05 THEN
      chosen := chosen || win;
    ELSIF rarest IS NULL OR freq < rarest_freq THEN
      rarest := win;
      rarest_freq := freq;
    END IF;
  END LOOP;
  IF cardinality(chosen) = 0 THEN chosen := ARRAY[rarest]; END IF;
  RETURN (SELECT string_agg(
      '''' || replace(replace(w, E'\\', E'\\\\'), '''', '''''') || '''', ' & ')
    FROM unnest(chosen) AS w)::tsquery;
END $function$;
