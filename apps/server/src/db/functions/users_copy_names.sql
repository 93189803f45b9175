CREATE OR REPLACE FUNCTION public.users_copy_names()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE repair_requests SET client_name = NEW.name, client_surname = NEW.surname
  WHERE customer_idnumber = NEW.idnumber;
  UPDATE products SET customer_name = NEW.name || ' ' || NEW.surname
  WHERE customer_idnumber = NEW.idnumber;
  RETURN NULL;
END $function$;
