-- Serial-number search by four-character windows (decision 051). A trigram index reads
-- slowly on serial numbers: they share a prefix ('LO-') and are mostly digits, so nearly
-- every trigram of a term is in most rows. Instead, products store every window of four
-- characters starting at each character of the lower-cased serial number (the last ones
-- shorter) as a tsvector (products.serialno_windows, migration 0009), indexed, and a
-- lower-cased term is looked up as:
--   * at most four characters: any window beginning with it (a prefix match), which finds
--     exactly the serial numbers containing it;
--   * longer: its four-character windows at once, which finds every serial number
--     containing it and possibly a few more, so the caller keeps its LIKE beside it. Any of
--     its windows would do: those that ANALYZE found in more than one serial number in twenty
--     are left out (unless all are; then the rarest stays), as their index entries list
--     nearly every product, and reading those is what made trigrams slow, all the more once
--     updates over the years have left the index fragmented.

-- The windows of a serial number.
CREATE FUNCTION serial_windows(serial text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT substr(serial, start, 4) FROM generate_series(1, char_length(serial)) AS start))
$$;
--> statement-breakpoint
-- The query for a non-empty term; each window is quoted as a tsquery lexeme, so no character
-- of the term is read as an operator. STABLE, as it reads the statistics: call it once per
-- statement, as `(SELECT serial_windows_query(...))`, or a plan that reads every row calls it
-- for each. PL/pgSQL keeps its statement's plan from call to call.
CREATE FUNCTION serial_windows_query(term text) RETURNS tsquery
LANGUAGE plpgsql STABLE STRICT PARALLEL SAFE AS $$
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
END $$;
