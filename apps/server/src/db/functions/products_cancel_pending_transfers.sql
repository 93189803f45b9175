CREATE OR REPLACE FUNCTION public.products_cancel_pending_transfers()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber
    AND EXISTS (SELECT 1 FROM users WHERE idnumber = OLD.customer_idnumber) THEN
    UPDATE product_transfers SET state = 'cancelled', closed_at = now()
    WHERE serialno = NEW.serialno AND state = 'pending';
  END IF;
  RETURN NULL;
END $function$;
