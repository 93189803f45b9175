CREATE OR REPLACE FUNCTION public.repair_requests_copy_client()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  client users%ROWTYPE;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber THEN
    SELECT * INTO client FROM users WHERE idnumber = NEW.customer_idnumber FOR SHARE;
  ELSE
    SELECT * INTO client FROM users WHERE idnumber = NEW.customer_idnumber;
  END IF;
  NEW.client_name := coalesce(client.name, '');
  NEW.client_surname := coalesce(client.surname, '');
  RETURN NEW;
END $function$;
