-- Archive orders (docs/requirements.md §3, §7 "Cart and orders"): the price table with its audit, orders and their scenes.
-- Money in integer fen; paying and refunding write the order, the balance and the ledger in one transaction.

CREATE TABLE price_table (
  img_mode       int    NOT NULL,
  product_type   text   NOT NULL,
  classification text   NOT NULL,
  price_fen      bigint NOT NULL CHECK (price_fen >= 0),
  PRIMARY KEY (img_mode, product_type, classification)
);

-- Every change of a price: who, when, from what to what.
CREATE TABLE price_changes (
  id             bigserial PRIMARY KEY,
  img_mode       int    NOT NULL,
  product_type   text   NOT NULL,
  classification text   NOT NULL,
  old_fen        bigint,
  new_fen        bigint NOT NULL,
  changed_by     bigint REFERENCES users (id) ON DELETE SET NULL,
  changed_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE archive_orders (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  money_fen       bigint NOT NULL CHECK (money_fen >= 0),
  status          text   NOT NULL DEFAULT 'awaiting_download'
                  CHECK (status IN ('awaiting_download', 'downloaded', 'cancelled')),
  note            text   NOT NULL DEFAULT '',
  -- The client's key of the request (Idempotency-Key): a repeated request returns the same order, charged once.
  idempotency_key text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  cancelled_at    timestamptz,
  cancelled_by    bigint REFERENCES users (id) ON DELETE SET NULL,
  cancel_reason   text,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX archive_orders_user_idx ON archive_orders (user_id, id DESC);
CREATE INDEX archive_orders_created_idx ON archive_orders (created_at DESC, id DESC);

CREATE TABLE archive_order_items (
  order_id      bigint NOT NULL REFERENCES archive_orders (id) ON DELETE CASCADE,
  scene_id      text   NOT NULL REFERENCES scenes (id) ON DELETE RESTRICT,
  price_fen     bigint NOT NULL CHECK (price_fen >= 0),
  downloaded_at timestamptz,
  PRIMARY KEY (order_id, scene_id)
);
CREATE INDEX archive_order_items_scene_idx ON archive_order_items (scene_id);
