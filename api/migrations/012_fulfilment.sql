-- Fulfilment of tasking orders (docs/requirements.md §3 "Task", §4, §7 "Tasks"): the fields staff set on an order, the planning
-- tasks anchored on real passes and the history of their states, staff and sales comments, and the control team's
-- requirement notices. `version` columns: a staff change names the version it was made on, so of two concurrent
-- changes one wins and the other is told (409).

ALTER TABLE missions
  ADD COLUMN classified          text NOT NULL DEFAULT 'public' CHECK (classified IN ('public', 'sensitive', 'restricted')),
  ADD COLUMN mgc_type            int,
  ADD COLUMN task_mode           int,
  ADD COLUMN interfere           int  NOT NULL DEFAULT 0,
  ADD COLUMN contract            text NOT NULL DEFAULT '',
  ADD COLUMN admin               text NOT NULL DEFAULT '',
  ADD COLUMN demandid            text,
  ADD COLUMN status_description  text NOT NULL DEFAULT '',
  ADD COLUMN suspended           boolean NOT NULL DEFAULT false,
  ADD COLUMN synced_at           timestamptz,
  ADD COLUMN version             int  NOT NULL DEFAULT 0;
CREATE INDEX missions_state_idx ON missions (order_state, created_at DESC) WHERE deleted_at IS NULL;
CREATE INDEX missions_priority_idx ON missions (priority, created_at DESC) WHERE deleted_at IS NULL;

CREATE TABLE tasks (
  id                   bigserial PRIMARY KEY,
  mission_id           bigint NOT NULL REFERENCES missions (id) ON DELETE RESTRICT,
  task_state           int    NOT NULL DEFAULT 1022,
  rank                 int    NOT NULL,
  satellite            text   NOT NULL,
  imaging_mode         int    NOT NULL,
  absolute_orbit       int    NOT NULL,
  look_side            text   NOT NULL CHECK (look_side IN ('left', 'right')),
  look_angle           double precision NOT NULL,
  orbit_direction      text   NOT NULL CHECK (orbit_direction IN ('ascending', 'descending')),
  imaging_start        timestamptz NOT NULL,
  imaging_end          timestamptz NOT NULL,
  footprint            geometry(MultiPolygon, 4326),
  -- The pass as the access engine gave it: incidence, slant range, coverage, TLE epoch.
  missiondata          jsonb  NOT NULL,
  demandid             text,
  imaging_result       int CHECK (imaging_result IN (0, 1, 2)),
  transfer_result      int CHECK (transfer_result IN (0, 1, 2)),
  transfer_time        timestamptz,
  product_status       text CHECK (product_status IN ('qualified', 'doubtful', 'unqualified')),
  delivery_status      text CHECK (delivery_status IN ('shipped', 'shipping_abnormal', 'no_shipping_needed')),
  deliver_num          int    NOT NULL DEFAULT 1,
  real_deliver_num     int,
  deliver_time         timestamptz,
  fail_reason          text   NOT NULL DEFAULT '',
  scene_id             text REFERENCES scenes (id) ON DELETE SET NULL,
  archive_order_id     bigint REFERENCES archive_orders (id) ON DELETE SET NULL,
  received_at          timestamptz,
  synced_at            timestamptz,
  created_by           bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  version              int    NOT NULL DEFAULT 0
);
CREATE INDEX tasks_mission_idx ON tasks (mission_id, id);
CREATE INDEX tasks_time_idx ON tasks (imaging_start, id);
CREATE INDEX tasks_satellite_time_idx ON tasks (satellite, imaging_start);
CREATE INDEX tasks_state_idx ON tasks (task_state, imaging_start);

CREATE TABLE task_state_changes (
  id          bigserial PRIMARY KEY,
  task_id     bigint NOT NULL REFERENCES tasks (id) ON DELETE CASCADE,
  from_state  int,
  to_state    int    NOT NULL,
  changed_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  note        text   NOT NULL DEFAULT '',
  changed_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX task_state_changes_task_idx ON task_state_changes (task_id, id);

CREATE TABLE mission_comments (
  id          bigserial PRIMARY KEY,
  mission_id  bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  author_id   bigint REFERENCES users (id) ON DELETE SET NULL,
  body        text   NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mission_comments_mission_idx ON mission_comments (mission_id, id);

-- What the control team must know: a new requirement (an order accepted), a changed one (staff fields that the
-- satellite plan depends on), a suspended, resumed or cancelled one; acknowledged by a member of the team.
CREATE TABLE requirement_notices (
  id               bigserial PRIMARY KEY,
  mission_id       bigint NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  kind             text   NOT NULL CHECK (kind IN ('new', 'changed', 'suspended', 'resumed', 'cancelled')),
  changes          jsonb  NOT NULL DEFAULT '[]',
  note             text   NOT NULL DEFAULT '',
  created_by       bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  acknowledged_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  acknowledged_at  timestamptz
);
CREATE INDEX requirement_notices_open_idx ON requirement_notices (id DESC) WHERE acknowledged_at IS NULL;
