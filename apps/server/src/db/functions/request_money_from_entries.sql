CREATE OR REPLACE FUNCTION public.request_money_from_entries()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_request_money(OLD.repair_request_id);
  ELSE
    PERFORM refresh_request_money(NEW.repair_request_id);
  END IF;
  RETURN NULL;
END $function$;
