CREATE OR REPLACE FUNCTION public.refresh_product_totals(product text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  repairs_before integer;
  repairs_after integer;
BEGIN
  INSERT INTO product_totals (serialno)
  SELECT serialno FROM products WHERE serialno = product
  ON CONFLICT DO NOTHING;
  SELECT repairs INTO repairs_before FROM product_totals WHERE serialno = product
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE product_totals SET (repairs, last_repair_at) = (
    SELECT count(*), max(r.created_at)
    FROM repair_lines l JOIN repair_requests r ON r.id = l.repair_request_id
    WHERE l.serialno = product)
  WHERE serialno = product
  RETURNING repairs INTO repairs_after;
  PERFORM tally_add('repaired-products', '',
    (repairs_after > 0)::integer - (repairs_before > 0)::integer);
END $function$;
