CREATE OR REPLACE FUNCTION public.repair_lines_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_product_totals(serialno)
  FROM unnest(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.serialno END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.serialno END]) AS serialno
  WHERE serialno IS NOT NULL
  GROUP BY serialno ORDER BY serialno;
  -- (A line deleted with its request has no customer left to find; the request's own
  -- trigger counts that customer again.)
  PERFORM refresh_customer_totals(customer_idnumber)
  FROM repair_requests
  WHERE id IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.repair_request_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.repair_request_id END)
  GROUP BY customer_idnumber ORDER BY customer_idnumber;
  PERFORM tally_add('open-lines', '',
    (TG_OP <> 'DELETE' AND NEW.state <> 'completed')::integer
    - (TG_OP <> 'INSERT' AND OLD.state <> 'completed')::integer);
  RETURN NULL;
END $function$;
