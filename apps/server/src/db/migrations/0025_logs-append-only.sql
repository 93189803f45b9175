-- The audit log and the security log are append-only: the database refuses to change or remove
-- their rows (function logs_append_only, in db/functions), but for the two exceptions that
-- function names, each allowed only inside a transaction that sets its own setting.
CREATE FUNCTION logs_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'integrity_constraint_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
FOR EACH ROW EXECUTE FUNCTION logs_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
FOR EACH STATEMENT EXECUTE FUNCTION logs_append_only();
--> statement-breakpoint
CREATE TRIGGER security_log_append_only BEFORE UPDATE OR DELETE ON security_log
FOR EACH ROW EXECUTE FUNCTION logs_append_only();
--> statement-breakpoint
CREATE TRIGGER security_log_no_truncate BEFORE TRUNCATE ON security_log
FOR EACH STATEMENT EXECUTE FUNCTION logs_append_only();
