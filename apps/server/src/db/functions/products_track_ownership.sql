CREATE OR REPLACE FUNCTION public.products_track_ownership()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_ownerships (serialno, customer_idnumber, started_at, via)
    VALUES (NEW.serialno, NEW.customer_idnumber, NEW.created_at, 'made');
  ELSIF NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber
    -- A person's ID number corrected (cascaded from users) is the same owner, not a new one.
    AND EXISTS (SELECT 1 FROM users WHERE idnumber = OLD.customer_idnumber) THEN
    UPDATE product_ownerships SET ended_at = now()
    WHERE serialno = NEW.serialno AND ended_at IS NULL;
    INSERT INTO product_ownerships (serialno, customer_idnumber, started_at, via)
    VALUES (
      NEW.serialno,
      NEW.customer_idnumber,
      now(),
      coalesce(nullif(current_setting('lo.ownership_via', true), ''), 'admin')
    );
  END IF;
  RETURN NULL;
END $function$;
