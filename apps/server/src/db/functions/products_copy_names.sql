CREATE OR REPLACE FUNCTION public.products_copy_names()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  owner users%ROWTYPE;
BEGIN
  NEW.type_name := coalesce((SELECT name FROM product_types WHERE id = NEW.product_type_id), '');
  NEW.colour_name := coalesce((SELECT name FROM colours WHERE id = NEW.colour_id), NEW.custom_colour);
  NEW.size_name := coalesce((SELECT name FROM sizes WHERE id = NEW.size_id), NEW.custom_size);
  NEW.size_rank := (SELECT sort_order FROM sizes WHERE id = NEW.size_id);
  IF TG_OP = 'INSERT' OR NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber THEN
    SELECT * INTO owner FROM users WHERE idnumber = NEW.customer_idnumber FOR SHARE;
  ELSE
    SELECT * INTO owner FROM users WHERE idnumber = NEW.customer_idnumber;
  END IF;
  NEW.customer_name := coalesce(owner.name || ' ' || owner.surname, '');
  RETURN NEW;
END $function$;
