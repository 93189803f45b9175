-- ID numbers become unique whatever their letter case. A database that already
-- holds two people whose ID numbers differ only in case stops here with a clear message:
-- they must be merged by hand first.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM users GROUP BY lower(idnumber) HAVING count(*) > 1) THEN
    RAISE EXCEPTION 'Some users share an ID number in different letter case; merge them before upgrading (SELECT lower(idnumber) FROM users GROUP BY 1 HAVING count(*) > 1 lists them)';
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_idnumber_lower_unique" ON "users" USING btree (lower("idnumber"));
