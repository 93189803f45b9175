CREATE OR REPLACE FUNCTION public.products_count()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_totals (serialno)
    SELECT serialno FROM products WHERE serialno = NEW.serialno
    ON CONFLICT DO NOTHING;
    PERFORM refresh_customer_totals(NEW.customer_idnumber);
    PERFORM tally_add('products', '', 1);
    PERFORM tally_move('product-colour', NULL, NEW.colour_name);
    PERFORM tally_move('product-colour-id', NULL, NEW.colour_id::text);
    PERFORM tally_move('product-size', NULL, NEW.size_name);
    PERFORM tally_move('product-size-id', NULL, NEW.size_id::text);
    PERFORM tally_move('product-type', NULL, NEW.type_name);
    PERFORM tally_move('product-type-id', NULL, NEW.product_type_id::text);
  ELSIF TG_OP = 'DELETE' THEN
    -- (A product that was ever repaired cannot be deleted: its lines refer to it.)
    PERFORM refresh_customer_totals(OLD.customer_idnumber);
    PERFORM tally_add('products', '', -1);
    PERFORM tally_move('product-colour', OLD.colour_name, NULL);
    PERFORM tally_move('product-colour-id', OLD.colour_id::text, NULL);
    PERFORM tally_move('product-size', OLD.size_name, NULL);
    PERFORM tally_move('product-size-id', OLD.size_id::text, NULL);
    PERFORM tally_move('product-type', OLD.type_name, NULL);
    PERFORM tally_move('product-type-id', OLD.product_type_id::text, NULL);
  ELSE
    IF OLD.customer_idnumber <> NEW.customer_idnumber OR OLD.created_at <> NEW.created_at THEN
      PERFORM refresh_customer_totals(owner)
      FROM unnest(ARRAY[OLD.customer_idnumber, NEW.customer_idnumber]) AS owner
      GROUP BY owner ORDER BY owner;
    END IF;
    PERFORM tally_move('product-colour', OLD.colour_name, NEW.colour_name);
    PERFORM tally_move('product-colour-id', OLD.colour_id::text, NEW.colour_id::text);
    PERFORM tally_move('product-size', OLD.size_name, NEW.size_name);
    PERFORM tally_move('product-size-id', OLD.size_id::text, NEW.size_id::text);
    PERFORM tally_move('product-type', OLD.type_name, NEW.type_name);
    PERFORM tally_move('product-type-id', OLD.product_type_id::text, NEW.product_type_id::text);
  END IF;
  RETURN NULL;
END $function$;
