CREATE OR REPLACE FUNCTION public.refresh_derived_data()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;
