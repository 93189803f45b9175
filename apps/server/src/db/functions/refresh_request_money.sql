CREATE OR REPLACE FUNCTION public.refresh_request_money(request integer)
 RETURNS void
 LANGUAGE plpgsql
AS $function$
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
END $function$;
