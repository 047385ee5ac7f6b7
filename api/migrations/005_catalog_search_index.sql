-- Catalog search at scale (issue 5 benchmark): one GiST index matches the area, the time range and the most
-- selective equality filters together (btree_gist gives timestamptz, text and smallint their GiST operators),
-- instead of AND-ing a spatial bitmap with a time bitmap of a whole year and reading every candidate row to
-- test its satellite or mode. It replaces the footprint-only index (a multi-column GiST serves its first column
-- alone as well). Orbit direction, look side and classification are left out: each keeps half or more of the rows.
CREATE EXTENSION IF NOT EXISTS btree_gist;
DROP INDEX scenes_footprint_gist;
CREATE INDEX scenes_search_gist ON scenes USING gist (footprint, acquired_at, satellite, img_mode, product_type, polarization);

-- Physical order: searches read one area over a slice of time, so the table is kept in (acquisition month,
-- geohash of the footprint's centre) order, where one month's scenes of a region lie in neighbouring blocks.
-- `CLUSTER scenes` restores that order (after bulk loads, and as periodic maintenance); new scenes append.
CREATE INDEX scenes_layout_idx ON scenes (date_trunc('month', acquired_at AT TIME ZONE 'UTC'), ST_GeoHash(ST_Centroid(footprint), 5));
ALTER TABLE scenes CLUSTER ON scenes_layout_idx;
