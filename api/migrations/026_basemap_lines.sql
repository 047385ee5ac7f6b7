-- The globe's vector basemap draws the coast from the basemap tiles' own land polygons and the administrative
-- boundaries on land only (src/geodata/lines.ts): a region's border (the part of its outline a neighbour shares)
-- and the coast lines, both filled by src/geodata/load.ts, also into a database loaded before them.
ALTER TABLE admin_regions ADD COLUMN border geometry(MultiLineString, 4326);

CREATE TABLE coastlines (
  id   serial PRIMARY KEY,
  geom geometry(LineString, 4326) NOT NULL
);
CREATE INDEX coastlines_geom_gist ON coastlines USING gist (geom);
