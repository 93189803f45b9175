-- Who owned a piece when (table product_ownerships of migration 0016), kept by the
-- database so no write path can forget it: a new piece opens its first owner's time; a new
-- owner closes the open time and opens theirs. `via` says how a time began: 'made' for a new
-- piece, else the transaction's `lo.ownership_via` setting ('transfer' when a transfer is
-- accepted or an admin transfers directly), else 'admin' (an edit of the piece's owner).
CREATE FUNCTION products_track_ownership() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_ownerships (serialno, customer_idnumber, started_at, via)
    VALUES (NEW.serialno, NEW.customer_idnumber, NEW.created_at, 'made');
  ELSIF NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber
    -- A person's ID number corrected (cascaded from users) is the same owner, not a new one.
    AND EXISTS (SELECT 1 FROM users WHERE idnumber = OLD.customer_idnumber) THEN
    UPDATE product_ownerships SET ended_at = now()
    WHERE serialno = NEW.serialno AND ended_at IS NULL;
    INSERT INTO product_ownerships (serialno, customer_idnumber, started_at, via)
    VALUES (
      NEW.serialno,
      NEW.customer_idnumber,
      now(),
      coalesce(nullif(current_setting('lo.ownership_via', true), ''), 'admin')
    );
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_track_ownership AFTER INSERT OR UPDATE OF customer_idnumber ON products
FOR EACH ROW EXECUTE FUNCTION products_track_ownership();
--> statement-breakpoint
-- The pieces made before this migration: one time each, from the day they were recorded.
INSERT INTO product_ownerships (serialno, customer_idnumber, started_at, via)
SELECT serialno, customer_idnumber, created_at, 'made' FROM products;
