-- Counting by cells reads one index entry per scene of the covered cells, so the entry's width sets the cost: the
-- filter columns (text, read one by one from each entry) become one packed integer, `attrs`, and the cell index
-- holds only fixed-width columns. Layout (bits, low to high; 0 = a value outside the list):
--   0-3 satellite (TY-38 1, TY-39 2, TY-40 3, TY-41 4), 4-6 img_mode (its value), 7-8 product_type (SLC 1, ORG 2,
--   SLC+ORG 3), 9-11 polarization (VV 1, HH 2, VV+VH 3, HH+HV 4), 12 orbit_direction (descending), 13 look_side
--   (right), 14-15 classification (sensitive 1, restricted 2). catalog/attrs.ts reads it the same way.
ALTER TABLE scenes ADD COLUMN attrs integer GENERATED ALWAYS AS (
  (CASE satellite WHEN 'TY-38' THEN 1 WHEN 'TY-39' THEN 2 WHEN 'TY-40' THEN 3 WHEN 'TY-41' THEN 4 ELSE 0 END)
  | ((img_mode::integer & 7) << 4)
  | ((CASE product_type WHEN 'SLC' THEN 1 WHEN 'ORG' THEN 2 WHEN 'SLC+ORG' THEN 3 ELSE 0 END) << 7)
  | ((CASE polarization WHEN 'VV' THEN 1 WHEN 'HH' THEN 2 WHEN 'VV+VH' THEN 3 WHEN 'HH+HV' THEN 4 ELSE 0 END) << 9)
  | ((CASE orbit_direction WHEN 'descending' THEN 1 ELSE 0 END) << 12)
  | ((CASE look_side WHEN 'right' THEN 1 ELSE 0 END) << 13)
  | ((CASE classification WHEN 'sensitive' THEN 1 WHEN 'restricted' THEN 2 ELSE 0 END) << 14)) STORED;
DROP INDEX scenes_cell_idx;
CREATE INDEX scenes_cell_idx ON scenes (cell, acquired_at) INCLUDE (attrs, acquired_end, incidence_angle);
