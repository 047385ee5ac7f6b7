-- Staff views of archive orders and the bill (issue 14): a staff note on an order, kept apart from the customer's
-- own note, and the indexes the staff lists sort and filter by.
ALTER TABLE archive_orders ADD COLUMN staff_note text NOT NULL DEFAULT '';
CREATE INDEX ledger_created_idx ON ledger (created_at DESC, id DESC);
CREATE INDEX cart_items_user_created_idx ON cart_items (user_id, created_at DESC, id DESC);
