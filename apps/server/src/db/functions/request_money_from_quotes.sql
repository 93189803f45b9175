CREATE OR REPLACE FUNCTION public.request_money_from_quotes()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  PERFORM refresh_request_money(
    (SELECT repair_request_id FROM repair_lines WHERE id = NEW.repair_line_id));
  RETURN NULL;
END $function$;
