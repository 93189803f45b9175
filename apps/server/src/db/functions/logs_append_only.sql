CREATE OR REPLACE FUNCTION public.logs_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- The yearly pruning may delete security-log entries over a year old, in a transaction that
  -- says so; nothing else removes a logged row.
  IF TG_OP = 'DELETE' AND TG_TABLE_NAME = 'security_log'
    AND current_setting('lo.pruning_security_log', true) = 'on'
    AND OLD.at < now() - interval '1 year' THEN
    RETURN OLD;
  END IF;
  -- Forgetting a person (an anonymisation) rewrites the rows naming them, never removes them.
  IF TG_OP = 'UPDATE' AND current_setting('lo.anonymising', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END $function$
