-- Orbital elements of the constellation and users' simulations (access predictions, docs/requirements.md §7 Simulation).
CREATE EXTENSION IF NOT EXISTS postgis;

-- Two-line element sets, one row per upload (or seed). The set in use for a satellite: the newest epoch among
-- uploaded (non-synthetic) sets, else the newest synthetic one (see api/src/routes/satellites/tle-store.ts).
CREATE TABLE satellite_tles (
  id            bigserial PRIMARY KEY,
  satellite_id  text NOT NULL,
  name          text NOT NULL DEFAULT '',
  satnum        text NOT NULL,
  line1         text NOT NULL CHECK (length(line1) = 69),
  line2         text NOT NULL CHECK (length(line2) = 69),
  epoch         timestamptz NOT NULL,
  synthetic     boolean NOT NULL DEFAULT false,
  uploaded_by   bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX satellite_tles_current_idx ON satellite_tles (satellite_id, synthetic, epoch DESC, id DESC);

-- A user's simulation: the request (WGS-84), the target geometry, the opportunities found (WGS-84) and a tag.
CREATE TABLE simulations (
  id          bigserial PRIMARY KEY,
  owner_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name        text NOT NULL,
  tag         text NOT NULL UNIQUE,
  request     jsonb NOT NULL,
  target      geometry(Geometry, 4326) NOT NULL,
  result      jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX simulations_owner_idx ON simulations (owner_id, id DESC);
CREATE INDEX simulations_target_idx ON simulations USING gist (target);
