-- Counting large searches (issue 5): the 1° cell (row-major from 90° S, 180° W) of a point on each scene's footprint,
-- and a narrow B-tree that answers "how many scenes in these cells, in this time range, with these filters" from the
-- index alone. A search of a large rectangle counts the scenes of the cells it covers from this index, and only those
-- near its edges through the footprints (catalog/query.ts). ST_PointOnSurface, not the centroid: the point must lie on
-- the footprint (a footprint split at ±180° has its centroid far from both halves).
ALTER TABLE scenes ADD COLUMN cell integer GENERATED ALWAYS AS (
  (least(floor(ST_Y(ST_PointOnSurface(footprint))), 89)::integer + 90) * 360
  + least(floor(ST_X(ST_PointOnSurface(footprint))), 179)::integer + 180) STORED;
CREATE INDEX scenes_cell_idx ON scenes (cell, acquired_at)
  INCLUDE (acquired_end, satellite, img_mode, product_type, polarization, orbit_direction, look_side, classification, incidence_angle);
