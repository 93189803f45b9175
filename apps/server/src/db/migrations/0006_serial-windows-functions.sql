-- Serial-number search by four-character windows (decision 051). A trigram index reads
-- slowly on serial numbers: they share a prefix ('LO-') and are mostly digits, so nearly
-- every trigram of a term is in most rows. Instead, products store every window of four
-- characters starting at each character of the lower-cased serial number (the last ones
-- shorter) as a tsvector (products.serialno_windows, migration 0007), indexed, and a
-- lower-cased term is looked up as:
--   * at most four characters: any window beginning with it (a prefix match), which finds
--     exactly the serial numbers containing it;
--   * longer: every four-character window of it at once, which finds every serial number
--     containing it and a few more, so the caller keeps its LIKE beside it.

-- The windows of a serial number.
CREATE FUNCTION serial_windows(serial text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT substr(serial, start, 4) FROM generate_series(1, char_length(serial)) AS start))
$$;
--> statement-breakpoint
-- The query for a non-empty term; each window is quoted as a tsquery lexeme, so no character
-- of the term is read as an operator.
CREATE FUNCTION serial_windows_query(term text) RETURNS tsquery
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT string_agg(
      '''' || replace(replace(win, E'\\', E'\\\\'), '''', '''''') || '''' || prefix, ' & ')::tsquery
  FROM (
    SELECT substr(term, start, 4) AS win,
      CASE WHEN char_length(term) <= 4 THEN ':*' ELSE '' END AS prefix
    FROM generate_series(1, greatest(char_length(term) - 3, 1)) AS start
  ) AS windows
$$;
