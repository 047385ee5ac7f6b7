-- Scenes added, replaced or deleted through STAC Transactions are audited as subject 'scene' (their text id in the
-- entry's before/after, subject_id 0). The check keeps every subject type it allows already, whichever migrations
-- added them, and admits 'scene'.
DO $$
DECLARE
  kinds text[];
BEGIN
  SELECT array_agg(DISTINCT m[1]) INTO kinds
    FROM pg_constraint c, regexp_matches(pg_get_constraintdef(c.oid), '''([a-z_]+)''', 'g') AS m
   WHERE c.conrelid = 'audit_log'::regclass AND c.conname = 'audit_log_subject_type_check';
  ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_subject_type_check;
  EXECUTE format(
    'ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check CHECK (subject_type = ANY (%L::text[]))',
    array_append(array_remove(coalesce(kinds, ARRAY[]::text[]), 'scene'), 'scene'));
END $$;
