CREATE OR REPLACE FUNCTION public.refresh_customer_totals(customer text)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
DECLARE
  open_before integer;
  open_after integer;
BEGIN
  INSERT INTO customer_totals (customer_idnumber)
  SELECT idnumber FROM users WHERE idnumber = customer
  ON CONFLICT DO NOTHING;
  SELECT open_lines INTO open_before FROM customer_totals WHERE customer_idnumber = customer
    FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  UPDATE customer_totals SET
    (purchases, last_purchase_at) = (
      SELECT count(*), max(created_at) FROM products WHERE customer_idnumber = customer),
    (repairs, last_repair_at) = (
      SELECT count(*), max(created_at) FROM repair_requests WHERE customer_idnumber = customer),
    open_lines = (
      SELECT count(*) FROM repair_lines
      WHERE state <> 'completed' AND repair_request_id IN (
        SELECT id FROM repair_requests WHERE customer_idnumber = customer))
  WHERE customer_idnumber = customer
  RETURNING open_lines INTO open_after;
  PERFORM tally_add('customers-with-open-repairs', '',
    (open_after > 0)::integer - (open_before > 0)::integer);
END $function$;
