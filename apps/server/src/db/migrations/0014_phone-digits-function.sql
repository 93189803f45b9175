-- A phone number as the searches compare it: its digits only, with South Africa's
-- country code written the local way, so '082 555 1234', '+27 82 555 1234', '+27 (0)82 555
-- 1234', '0027825551234' and '27825551234' are all '0825551234'; other numbers keep all their digits. The same rule
-- as the domain's phoneDigits (packages/domain/src/business/phone.ts), which a test compares
-- with this one. users.cellphone_digits (migration 0015) stores it for every person.
CREATE FUNCTION phone_digits(raw text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN raw ~ '^\s*\+\s*27' THEN '0' || ltrim(substr(digits, 3), '0')
    WHEN digits LIKE '0027%' THEN '0' || ltrim(substr(digits, 5), '0')
    WHEN digits ~ '^27[0-9]{9}$' THEN '0' || substr(digits, 3)
    ELSE digits
  END
  FROM (SELECT regexp_replace(raw, '[^0-9]', '', 'g') AS digits) AS cleaned
$$;
