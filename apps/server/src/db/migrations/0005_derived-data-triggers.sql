-- Derived data (decision 046): the names the admin lists sort by, copied onto products and
-- repair_requests; the per-customer and per-product totals; the statistics tallies. Triggers
-- keep all of it in the same transaction as the change that causes it, and
-- refresh_derived_data() recomputes all of it from the source rows (the backfill below, the
-- benchmark's bulk load, the tests' check that nothing drifted).
--
-- The copied names are written by BEFORE triggers, at once. The totals and tallies are
-- written by constraint triggers deferred to the commit: their rows are shared by many
-- writers (every new product adds to the same tally), so they are locked as late and as
-- briefly as possible, and always after every lock the transaction itself takes, so they can
-- never be one side of a deadlock with it.

-- Adds `delta` to one tally (a missing row counts as 0).
CREATE FUNCTION tally_add(tally_kind text, tally_name text, delta integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF delta = 0 OR tally_name IS NULL THEN RETURN; END IF;
  INSERT INTO tallies AS t (kind, name, count) VALUES (tally_kind, tally_name, delta)
  ON CONFLICT (kind, name) DO UPDATE SET count = t.count + excluded.count;
END $$;
--> statement-breakpoint

-- One thing counted under another name (or none): one less of the old, one more of the new.
-- The two rows are changed in name order, so two such moves never wait for each other in turn.
CREATE FUNCTION tally_move(tally_kind text, old_name text, new_name text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF old_name IS NOT DISTINCT FROM new_name THEN RETURN; END IF;
  IF new_name IS NULL OR (old_name IS NOT NULL AND old_name < new_name) THEN
    PERFORM tally_add(tally_kind, old_name, -1);
    PERFORM tally_add(tally_kind, new_name, 1);
  ELSE
    PERFORM tally_add(tally_kind, new_name, 1);
    PERFORM tally_add(tally_kind, old_name, -1);
  END IF;
END $$;
--> statement-breakpoint

-- A customer's totals, counted again. The row lock comes first: another transaction changing
-- the same customer's products, requests or lines waits here (or this waits for it), and the
-- counts, read by the next statement with a new snapshot, include everything committed
-- before. The tally of customers with an open line moves when they cross zero.
CREATE FUNCTION refresh_customer_totals(customer text) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint

-- A product's repair totals, counted again under its row lock (as above); the tally of
-- products ever repaired moves when the product crosses zero.
CREATE FUNCTION refresh_product_totals(product text) RETURNS void
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint

-- Every derived value recomputed from the source rows; only rows whose value differs are
-- written, so on a database the triggers kept it changes nothing.
CREATE FUNCTION refresh_derived_data() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET
    type_name = d.type_name, colour_name = d.colour_name, size_name = d.size_name,
    size_rank = d.size_rank, customer_name = d.customer_name
  FROM (
    SELECT p2.serialno, t.name AS type_name,
      coalesce(c.name, p2.custom_colour) AS colour_name,
      coalesce(s.name, p2.custom_size) AS size_name, s.sort_order AS size_rank,
      u.name || ' ' || u.surname AS customer_name
    FROM products p2
    JOIN product_types t ON t.id = p2.product_type_id
    LEFT JOIN colours c ON c.id = p2.colour_id
    LEFT JOIN sizes s ON s.id = p2.size_id
    JOIN users u ON u.idnumber = p2.customer_idnumber
  ) d
  WHERE d.serialno = p.serialno
    AND (p.type_name, p.colour_name, p.size_name, p.size_rank, p.customer_name)
      IS DISTINCT FROM (d.type_name, d.colour_name, d.size_name, d.size_rank, d.customer_name);

  UPDATE repair_requests r SET client_name = u.name, client_surname = u.surname
  FROM users u
  WHERE u.idnumber = r.customer_idnumber
    AND (r.client_name, r.client_surname) IS DISTINCT FROM (u.name, u.surname);

  INSERT INTO customer_totals AS ct
    (customer_idnumber, purchases, last_purchase_at, repairs, last_repair_at, open_lines)
  SELECT u.idnumber, coalesce(p.n, 0), p.last, coalesce(r.n, 0), r.last, coalesce(o.n, 0)
  FROM users u
  LEFT JOIN (SELECT customer_idnumber, count(*) AS n, max(created_at) AS last
    FROM products GROUP BY customer_idnumber) p ON p.customer_idnumber = u.idnumber
  LEFT JOIN (SELECT customer_idnumber, count(*) AS n, max(created_at) AS last
    FROM repair_requests GROUP BY customer_idnumber) r ON r.customer_idnumber = u.idnumber
  LEFT JOIN (SELECT r2.customer_idnumber, count(*) AS n
    FROM repair_lines l JOIN repair_requests r2 ON r2.id = l.repair_request_id
    WHERE l.state <> 'completed' GROUP BY r2.customer_idnumber) o
    ON o.customer_idnumber = u.idnumber
  ON CONFLICT (customer_idnumber) DO UPDATE SET
    purchases = excluded.purchases, last_purchase_at = excluded.last_purchase_at,
    repairs = excluded.repairs, last_repair_at = excluded.last_repair_at,
    open_lines = excluded.open_lines
  WHERE (ct.purchases, ct.last_purchase_at, ct.repairs, ct.last_repair_at, ct.open_lines)
    IS DISTINCT FROM (excluded.purchases, excluded.last_purchase_at, excluded.repairs,
      excluded.last_repair_at, excluded.open_lines);

  INSERT INTO product_totals AS pt (serialno, repairs, last_repair_at)
  SELECT p.serialno, coalesce(l.n, 0), l.last
  FROM products p
  LEFT JOIN (SELECT l2.serialno, count(*) AS n, max(r.created_at) AS last
    FROM repair_lines l2 JOIN repair_requests r ON r.id = l2.repair_request_id
    GROUP BY l2.serialno) l ON l.serialno = p.serialno
  ON CONFLICT (serialno) DO UPDATE SET
    repairs = excluded.repairs, last_repair_at = excluded.last_repair_at
  WHERE (pt.repairs, pt.last_repair_at) IS DISTINCT FROM (excluded.repairs, excluded.last_repair_at);

  WITH counted (kind, name, count) AS (
    SELECT 'customers', '', count(*)::integer FROM users WHERE role = 'customer'
    UNION ALL
    SELECT 'south-african-customers', '', count(*)::integer FROM users
      WHERE role = 'customer' AND is_south_african
    UNION ALL
    SELECT 'customers-with-open-repairs', '', count(*)::integer FROM customer_totals
      WHERE open_lines > 0
    UNION ALL
    SELECT 'products', '', count(*)::integer FROM products
    UNION ALL
    SELECT 'repaired-products', '', count(*)::integer FROM product_totals WHERE repairs > 0
    UNION ALL
    SELECT 'repair-requests', '', count(*)::integer FROM repair_requests
    UNION ALL
    SELECT 'open-lines', '', count(*)::integer FROM repair_lines WHERE state <> 'completed'
    UNION ALL
    SELECT 'product-type', type_name, count(*)::integer FROM products GROUP BY type_name
    UNION ALL
    SELECT 'product-colour', colour_name, count(*)::integer FROM products
      WHERE colour_name IS NOT NULL GROUP BY colour_name
    UNION ALL
    SELECT 'product-size', size_name, count(*)::integer FROM products
      WHERE size_name IS NOT NULL GROUP BY size_name
    UNION ALL
    SELECT 'product-type-id', product_type_id::text, count(*)::integer FROM products
      GROUP BY product_type_id
    UNION ALL
    SELECT 'product-colour-id', colour_id::text, count(*)::integer FROM products
      WHERE colour_id IS NOT NULL GROUP BY colour_id
    UNION ALL
    SELECT 'product-size-id', size_id::text, count(*)::integer FROM products
      WHERE size_id IS NOT NULL GROUP BY size_id
  ),
  gone AS (
    UPDATE tallies t SET count = 0
    WHERE t.count <> 0
      AND NOT EXISTS (SELECT 1 FROM counted c WHERE c.kind = t.kind AND c.name = t.name)
  )
  INSERT INTO tallies AS t (kind, name, count) SELECT kind, name, count FROM counted
  ON CONFLICT (kind, name) DO UPDATE SET count = excluded.count
  WHERE t.count <> excluded.count;
END $$;
--> statement-breakpoint

SELECT refresh_derived_data();
--> statement-breakpoint

-- products: the names copied from the type, colour, size and owner, on every write (the
-- columns are never written by the code, so they cannot disagree with their sources). A new
-- piece, or a new owner, share-locks the owner's row while copying the name: a rename of that
-- customer (users_copy_names) either waits for this transaction or has committed before it.
CREATE FUNCTION products_copy_names() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER products_copy_names BEFORE INSERT OR UPDATE ON products
FOR EACH ROW EXECUTE FUNCTION products_copy_names();
--> statement-breakpoint

-- products: the owners' totals, the new piece's repair totals row, the tallies (per type,
-- colour and size name for the statistics, per id for the list's filters); owners first, then
-- tallies in a fixed order, as in every trigger here.
CREATE FUNCTION products_count() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_count AFTER INSERT OR UPDATE OR DELETE ON products
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION products_count();
--> statement-breakpoint

-- repair_requests: the client's name and surname copied from users, on every write; a new
-- request (or a new client) share-locks the client's row while copying, as products do.
CREATE FUNCTION repair_requests_copy_client() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  client users%ROWTYPE;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.customer_idnumber IS DISTINCT FROM OLD.customer_idnumber THEN
    SELECT * INTO client FROM users WHERE idnumber = NEW.customer_idnumber FOR SHARE;
  ELSE
    SELECT * INTO client FROM users WHERE idnumber = NEW.customer_idnumber;
  END IF;
  NEW.client_name := coalesce(client.name, '');
  NEW.client_surname := coalesce(client.surname, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER repair_requests_copy_client BEFORE INSERT OR UPDATE ON repair_requests
FOR EACH ROW EXECUTE FUNCTION repair_requests_copy_client();
--> statement-breakpoint

-- repair_requests: the customers' totals, the tally, and (when its date or customer changes)
-- the repair totals of its products.
CREATE FUNCTION repair_requests_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_customer_totals(NEW.customer_idnumber);
    PERFORM tally_add('repair-requests', '', 1);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_customer_totals(OLD.customer_idnumber);
    PERFORM tally_add('repair-requests', '', -1);
  ELSE
    PERFORM refresh_customer_totals(owner)
    FROM unnest(ARRAY[OLD.customer_idnumber, NEW.customer_idnumber]) AS owner
    GROUP BY owner ORDER BY owner;
    PERFORM refresh_product_totals(serialno)
    FROM repair_lines WHERE repair_request_id = NEW.id
    GROUP BY serialno ORDER BY serialno;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER repair_requests_count AFTER INSERT OR DELETE ON repair_requests
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION repair_requests_count();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER repair_requests_recount AFTER UPDATE ON repair_requests
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (OLD.customer_idnumber IS DISTINCT FROM NEW.customer_idnumber
  OR OLD.created_at IS DISTINCT FROM NEW.created_at)
EXECUTE FUNCTION repair_requests_count();
--> statement-breakpoint

-- repair_lines: the repair totals of the products a line is added to, taken from or moved
-- between, the open lines of the customers whose requests it is in, and the tally of open
-- lines. A state change that neither opens nor completes the line changes none of them, and
-- does not fire this.
CREATE FUNCTION repair_lines_count() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_product_totals(serialno)
  FROM unnest(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.serialno END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.serialno END]) AS serialno
  WHERE serialno IS NOT NULL
  GROUP BY serialno ORDER BY serialno;
  -- (A line deleted with its request has no customer left to find; the request's own
  -- trigger counts that customer again.)
  PERFORM refresh_customer_totals(customer_idnumber)
  FROM repair_requests
  WHERE id IN (
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.repair_request_id END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.repair_request_id END)
  GROUP BY customer_idnumber ORDER BY customer_idnumber;
  PERFORM tally_add('open-lines', '',
    (TG_OP <> 'DELETE' AND NEW.state <> 'completed')::integer
    - (TG_OP <> 'INSERT' AND OLD.state <> 'completed')::integer);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER repair_lines_count AFTER INSERT OR DELETE ON repair_lines
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION repair_lines_count();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER repair_lines_recount AFTER UPDATE ON repair_lines
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW
WHEN (OLD.serialno IS DISTINCT FROM NEW.serialno
  OR OLD.repair_request_id IS DISTINCT FROM NEW.repair_request_id
  OR (OLD.state = 'completed') IS DISTINCT FROM (NEW.state = 'completed'))
EXECUTE FUNCTION repair_lines_count();
--> statement-breakpoint

-- users: a totals row for everyone and the customer tallies.
CREATE FUNCTION users_count() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_count AFTER INSERT OR UPDATE OR DELETE ON users
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION users_count();
--> statement-breakpoint

-- users: a new name copied to the person's requests and products at once. Rows being
-- added for the person meanwhile share-lock the person's row (the copy triggers above), so
-- this rename waits for them and then sees them, or they wait and read the new name. The
-- requests go first: an update of a request locks it before any product, and raising a
-- request locks the client's row before its products (repairs/mutations.ts), so a rename
-- never holds what one of them waits for while waiting for it.
CREATE FUNCTION users_copy_names() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE repair_requests SET client_name = NEW.name, client_surname = NEW.surname
  WHERE customer_idnumber = NEW.idnumber;
  UPDATE products SET customer_name = NEW.name || ' ' || NEW.surname
  WHERE customer_idnumber = NEW.idnumber;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_copy_names AFTER UPDATE ON users
FOR EACH ROW WHEN ((OLD.name, OLD.surname) IS DISTINCT FROM (NEW.name, NEW.surname))
EXECUTE FUNCTION users_copy_names();
--> statement-breakpoint

-- The catalogue: a renamed type, colour or size (or a size moved in the order) is copied to
-- its products, whose own triggers then move the tallies.
CREATE FUNCTION catalogue_copy_names() RETURNS trigger
LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER product_types_copy_names AFTER UPDATE ON product_types
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION catalogue_copy_names();
--> statement-breakpoint
CREATE TRIGGER colours_copy_names AFTER UPDATE ON colours
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION catalogue_copy_names();
--> statement-breakpoint
CREATE TRIGGER sizes_copy_names AFTER UPDATE ON sizes
FOR EACH ROW WHEN ((OLD.name, OLD.sort_order) IS DISTINCT FROM (NEW.name, NEW.sort_order))
EXECUTE FUNCTION catalogue_copy_names();
