CREATE OR REPLACE FUNCTION public.catalogue_copy_names()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Waits for every transaction writing products to end and holds new ones back until this
  -- one commits, so no piece keeps the old name (the mode conflicts with itself: two renames
  -- take turns). The catalogue is renamed seldom, and never by the application.
  LOCK TABLE products IN SHARE ROW EXCLUSIVE MODE;
  IF TG_TABLE_NAME = 'product_types' THEN
    UPDATE products SET type_name = NEW.name WHERE product_type_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'colours' THEN
    UPDATE products SET colour_name = NEW.name WHERE colour_id = NEW.id;
  ELSE
    UPDATE products SET size_name = NEW.name, size_rank = NEW.sort_order WHERE size_id = NEW.id;
  END IF;
  RETURN NULL;
END $function$;
