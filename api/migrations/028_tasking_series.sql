-- Repeat collects (docs/tasking-offer.md "Series"): a series keeps the fields its collects are made from, its
-- cadence and end, the geometry every collect keeps, and the price of one collect as quoted; each collect is a
-- tasking order of its own, at most one per index of its series.
CREATE TABLE tasking_series (
  id                    bigserial PRIMARY KEY,
  user_id               bigint NOT NULL REFERENCES users (id),
  fields                jsonb  NOT NULL,
  repeat                jsonb  NOT NULL,
  geometry              jsonb,
  collect_fen           bigint NOT NULL,
  application_form_key  text   NOT NULL,
  application_form_name text   NOT NULL,
  cancelled_at          timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasking_series_user_idx ON tasking_series (user_id, id DESC);

ALTER TABLE missions ADD COLUMN series_id bigint REFERENCES tasking_series (id);
ALTER TABLE missions ADD COLUMN series_index int;
CREATE UNIQUE INDEX missions_series_collect_idx ON missions (series_id, series_index) WHERE series_id IS NOT NULL;
