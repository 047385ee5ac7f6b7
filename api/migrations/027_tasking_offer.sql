-- The commercial offer of a tasking order (docs/tasking-offer.md): a staff-edited price table with every change
-- recorded, the first collect an order was quoted with (its cancellation terms count back from it), and the fee
-- a cancellation costs and its waiver as ledger rows of their own.
CREATE TABLE tasking_prices (
  item  text   NOT NULL CHECK (item IN ('mode', 'priority', 'timeliness', 'product')),
  code  text   NOT NULL,
  value bigint NOT NULL CHECK (value >= 0),
  PRIMARY KEY (item, code)
);

CREATE TABLE tasking_price_changes (
  id         bigserial PRIMARY KEY,
  item       text   NOT NULL,
  code       text   NOT NULL,
  old_value  bigint,
  new_value  bigint NOT NULL,
  changed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE missions ADD COLUMN first_collect_at timestamptz;
ALTER TABLE missions ADD COLUMN cancel_fee_fen bigint NOT NULL DEFAULT 0;
ALTER TABLE missions ADD COLUMN fee_waived boolean NOT NULL DEFAULT false;

ALTER TABLE ledger DROP CONSTRAINT IF EXISTS ledger_scene_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_scene_check CHECK (scene IN ('tasking_spend', 'tasking_refund',
  'tasking_cancel_fee', 'tasking_fee_waiver', 'archive_spend', 'archive_refund', 'quota_topup', 'quota_reduction', 'other'));

-- A waived cancellation fee is audited as subject 'mission', a change of the tasking price table as 'price'.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_subject_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check CHECK (subject_type IN
  ('user', 'review', 'permission', 'feedback', 'content', 'scene', 'mission', 'price'));
