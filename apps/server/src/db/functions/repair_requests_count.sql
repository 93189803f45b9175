CREATE OR REPLACE FUNCTION public.repair_requests_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_customer_totals(NEW.customer_idnumber);
    PERFORM tally_add('repair-requests', '', 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_customer_totals(OLD.customer_idnumber);
    PERFORM tally_add('repair-requests', '', -1);
  ELSE
    PERFORM refresh_customer_totals(owner)
    FROM unnest(ARRAY[OLD.customer_idnumber, NEW.customer_idnumber]) AS owner
    GROUP BY owner ORDER BY owner;
    PERFORM refresh_product_totals(serialno)
    FROM repair_lines WHERE repair_request_id = NEW.id
    GROUP BY serialno ORDER BY serialno;
  END IF;
  RETURN NULL;
END $function$;
