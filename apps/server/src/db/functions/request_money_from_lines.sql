CREATE OR REPLACE FUNCTION public.request_money_from_lines()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_request_money(NEW.repair_request_id);
  RETURN NULL;
END $function$;
