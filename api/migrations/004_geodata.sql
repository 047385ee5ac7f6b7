-- Geodata (issue 5 item 3): administrative regions and a gazetteer for place-name search. Filled from registry
-- packages by src/geodata/load.ts at start when empty (sources and licenses: api/README.md, "Geodata sources").
-- Everything is stored in WGS-84 (EPSG:4326); the routes convert to the request's Satellite CRS.

CREATE TABLE admin_regions (
  code           text PRIMARY KEY,      -- ISO 3166-1 alpha-2 for countries ('CN', 'FR'); 6-digit adcode in China
  parent_code    text REFERENCES admin_regions (code),
  level          text NOT NULL CHECK (level IN ('country', 'province', 'city')),
  name_zh        text NOT NULL,
  name_en        text NOT NULL,
  short_zh       text,                  -- name without the administrative suffix ('浙江' for 浙江省), for search
  geom           geometry(MultiPolygon, 4326) NOT NULL,  -- full detail of the source: searches
  geom_simplified geometry(MultiPolygon, 4326) NOT NULL, -- ST_SimplifyPreserveTopology: display
  center         geometry(Point, 4326) NOT NULL
);
CREATE INDEX admin_regions_parent_idx ON admin_regions (parent_code, code);
CREATE INDEX admin_regions_level_idx ON admin_regions (level, code);
CREATE INDEX admin_regions_geom_gist ON admin_regions USING gist (geom);

CREATE TABLE places (
  id           serial PRIMARY KEY,
  name_zh      text,                    -- null when no source gives one
  name_en      text NOT NULL,
  short_zh     text,
  kind         text NOT NULL CHECK (kind IN ('country', 'province', 'city', 'town')),
  country_code text NOT NULL,           -- ISO 3166-1 alpha-2
  admin_code   text REFERENCES admin_regions (code), -- the region itself (kind country/province/city) or the one holding the town
  population   integer,
  geom         geometry(Point, 4326) NOT NULL
);
-- Typeahead: prefix matches use these (pg_trgm is not available on the embedded PGlite); "contains" falls back to a scan.
CREATE INDEX places_name_en_prefix_idx ON places (lower(name_en) text_pattern_ops);
CREATE INDEX places_name_zh_prefix_idx ON places (name_zh text_pattern_ops);
CREATE INDEX places_short_zh_prefix_idx ON places (short_zh text_pattern_ops);
CREATE INDEX places_admin_idx ON places (admin_code);
CREATE INDEX places_geom_gist ON places USING gist (geom);
