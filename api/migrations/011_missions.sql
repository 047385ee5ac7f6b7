-- Tasking orders (missions, docs/requirements.md §3 "Tasking order", §4 states), every change of their state, and the alerts a
-- change writes for the customer (docs/requirements.md §3 notification fields).
CREATE TABLE missions (
  id                 bigserial PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  target_name        text   NOT NULL,
  latitude           double precision,
  longitude          double precision,
  -- The target areas (WGS-84), when the customer drew or imported them instead of a point.
  target             geometry(MultiPolygon, 4326),
  map_file_name      text,
  elevation          double precision NOT NULL,
  img_mode           int    NOT NULL,
  shooting_market    double precision NOT NULL,
  orbit_mode         text   NOT NULL,
  left_right_mode    text   NOT NULL,
  upper_angle        double precision NOT NULL,
  lower_angle        double precision NOT NULL,
  product_type       text   NOT NULL,
  effective_time     int    NOT NULL,
  priority           int    NOT NULL,
  p_number           int    NOT NULL,
  unit_demand        text   NOT NULL,
  requestor          text   NOT NULL,
  end_user           text   NOT NULL,
  demand_contact     text   NOT NULL,
  deliverymethod     text   NOT NULL,
  task_nature        text   NOT NULL,
  img_usage          text   NOT NULL,
  id_date_1          timestamptz NOT NULL,
  id_date_2          timestamptz NOT NULL,
  compress_config    int    NOT NULL,
  calibration_config int    NOT NULL,
  anchoring_satellite text  NOT NULL,
  comments           text   NOT NULL DEFAULT '',
  planning_tag       text,
  application_form_key  text,
  application_form_name text,
  order_state        int    NOT NULL DEFAULT 100,
  -- Money held for the order (fen); charged at submission, refunded once when the order ends without a product.
  cost_fen           bigint NOT NULL CHECK (cost_fen >= 0),
  refunded           boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  deleted_at         timestamptz,
  CHECK (target IS NOT NULL OR (latitude IS NOT NULL AND longitude IS NOT NULL))
);
CREATE INDEX missions_user_idx ON missions (user_id, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX missions_created_idx ON missions (created_at DESC, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE mission_state_changes (
  id          bigserial PRIMARY KEY,
  mission_id  bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  from_state  int,
  to_state    int    NOT NULL,
  changed_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  note        text   NOT NULL DEFAULT '',
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mission_state_changes_mission_idx ON mission_state_changes (mission_id, id);

CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mission_id  bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  state       int    NOT NULL,
  rank        int    NOT NULL DEFAULT 1,
  read_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
