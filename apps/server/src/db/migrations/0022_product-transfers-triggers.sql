-- A piece whose owner changes (an admin's edit of the owner, a direct transfer, an accepted
-- transfer) keeps no transfer waiting: its pending one is cancelled in the same transaction.
-- An ID number corrected (cascaded from users) is the same owner, so nothing is cancelled.
CREATE FUNCTION products_cancel_pending_transfers() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber
    AND EXISTS (SELECT 1 FROM users WHERE idnumber = OLD.customer_idnumber) THEN
    UPDATE product_transfers SET state = 'cancelled', closed_at = now()
    WHERE serialno = NEW.serialno AND state = 'pending';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_cancel_pending_transfers AFTER UPDATE OF customer_idnumber ON products
FOR EACH ROW EXECUTE FUNCTION products_cancel_pending_transfers();
