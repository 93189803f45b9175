-- A request's money, kept on its row (repair_requests.due_cents and paid_cents, decision 096)
-- by the database in the same write as whatever changes it: a quote sent, answered or
-- replaced; a piece's coverage changed; a payment, refund or fee recorded or removed.
CREATE FUNCTION refresh_request_money(request integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE repair_requests SET
    due_cents = coalesce((
      SELECT sum(q.total_cents)
      FROM repair_lines l
      CROSS JOIN LATERAL (
        SELECT total_cents, answer FROM quotes
        WHERE repair_line_id = l.id AND sent_at IS NOT NULL
        ORDER BY version DESC LIMIT 1) q
      WHERE l.repair_request_id = request
        AND l.coverage IN ('paid', 'not-repairable') AND q.answer = 'approved'), 0)
      + coalesce((SELECT sum(amount_cents) FROM request_fees WHERE repair_request_id = request), 0),
    paid_cents = coalesce((
      SELECT sum(CASE kind WHEN 'payment' THEN amount_cents ELSE -amount_cents END)
      FROM payments WHERE repair_request_id = request), 0)
  WHERE id = request;
END $$;
--> statement-breakpoint
CREATE FUNCTION request_money_from_quotes() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_request_money(
    (SELECT repair_request_id FROM repair_lines WHERE id = NEW.repair_line_id));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION request_money_from_lines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_request_money(NEW.repair_request_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION request_money_from_entries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM refresh_request_money(OLD.repair_request_id);
  ELSE
    PERFORM refresh_request_money(NEW.repair_request_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_money_from_quotes AFTER INSERT OR UPDATE ON quotes
FOR EACH ROW EXECUTE FUNCTION request_money_from_quotes();
--> statement-breakpoint
CREATE TRIGGER request_money_from_lines AFTER UPDATE OF coverage ON repair_lines
FOR EACH ROW WHEN (OLD.coverage IS DISTINCT FROM NEW.coverage)
EXECUTE FUNCTION request_money_from_lines();
--> statement-breakpoint
CREATE TRIGGER request_money_from_payments AFTER INSERT OR UPDATE OR DELETE ON payments
FOR EACH ROW EXECUTE FUNCTION request_money_from_entries();
--> statement-breakpoint
CREATE TRIGGER request_money_from_fees AFTER INSERT OR UPDATE OR DELETE ON request_fees
FOR EACH ROW EXECUTE FUNCTION request_money_from_entries();
