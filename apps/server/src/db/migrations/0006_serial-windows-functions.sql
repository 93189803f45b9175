-- Serial-number search by four-character windows (decision 051). A trigram index reads
-- slowly on serial numbers: they share a prefix ('LO-') and are mostly digits, so nearly
-- every trigram of a term is in most rows. Instead, products store every window of four
-- characters starting at each character of the lower-cased serial number (the last ones
-- shorter) as a tsvector (products.serialno_windows, migration 0007), indexed, and a
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
-- for each.
CREATE FUNCTION serial_windows_query(term text) RETURNS tsquery
LANGUAGE sql STABLE STRICT PARALLEL SAFE AS $$
  WITH windows AS (
    SELECT DISTINCT substr(term, start, 4) AS win
    FROM generate_series(1, greatest(char_length(term) - 3, 1)) AS start
  ), common AS (
    SELECT e.elem, e.freq
    FROM pg_stats AS s,
      unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) AS e (elem, freq)
    WHERE s.schemaname = current_schema() AND s.tablename = 'products'
      AND s.attname = 'serialno_windows'
  ), rated AS (
    SELECT w.win, coalesce(c.freq, 0) AS freq
    FROM windows AS w LEFT JOIN common AS c ON c.elem = w.win
  ), chosen AS (
    SELECT win FROM rated WHERE freq < 0.05
    UNION
    (SELECT win FROM rated ORDER BY freq, win LIMIT 1)
  )
  SELECT string_agg(
      '''' || replace(replace(win, E'\\', E'\\\\'), '''', '''''') || ''''
        || CASE WHEN char_length(term) <= 4 THEN ':*' ELSE '' END,
      ' & ')::tsquery
  FROM chosen
$$;
