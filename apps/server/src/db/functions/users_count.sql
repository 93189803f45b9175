CREATE OR REPLACE FUNCTION public.users_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  was_customer boolean := TG_OP <> 'INSERT' AND OLD.role = 'customer';
  is_customer boolean := TG_OP <> 'DELETE' AND NEW.role = 'customer';
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_totals (customer_idnumber)
    SELECT idnumber FROM users WHERE idnumber = NEW.idnumber
    ON CONFLICT DO NOTHING;
  END IF;
  PERFORM tally_add('customers', '', is_customer::integer - was_customer::integer);
  PERFORM tally_add('south-african-customers', '',
    (is_customer AND NEW.is_south_african)::integer
    - (was_customer AND OLD.is_south_african)::integer);
  RETURN NULL;
END $function$;
