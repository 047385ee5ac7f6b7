-- Archive catalog (docs/architecture.md §4, issue 5): scenes, sensitive-picture permissions, cart, public samples, partners.

-- One row per archived scene; every column maps to a STAC item field (routes/stac).
CREATE TABLE scenes (
  id                 text PRIMARY KEY,                 -- image ID
  satellite          text NOT NULL,                    -- TY-38 … TY-41
  acquired_at        timestamptz NOT NULL,             -- acquisition start (STAC start_datetime / datetime)
  acquired_end       timestamptz NOT NULL,             -- acquisition end
  footprint          geometry(MultiPolygon, 4326) NOT NULL, -- split at ±180°
  img_mode           smallint NOT NULL,                -- docs/requirements.md §3 img_mode
  product_type       text NOT NULL,                    -- SLC | ORG | SLC+ORG
  polarization       text NOT NULL,                    -- VV | HH | VV+VH | HH+HV
  orbit_direction    text NOT NULL CHECK (orbit_direction IN ('ascending', 'descending')),
  look_side          text NOT NULL CHECK (look_side IN ('left', 'right')),
  look_angle         real NOT NULL,                    -- off-nadir, centre of swath (deg)
  incidence_angle    real NOT NULL,                    -- centre of swath (deg)
  incidence_near     real NOT NULL,
  incidence_far      real NOT NULL,
  resolution_range   real NOT NULL,                    -- metres
  resolution_azimuth real NOT NULL,
  classification     text NOT NULL DEFAULT 'public' CHECK (classification IN ('public', 'sensitive', 'restricted')),
  absolute_orbit     integer NOT NULL,
  quicklook_key      text,                             -- storage key once rendered; generated on demand otherwise
  created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scenes_footprint_gist ON scenes USING gist (footprint);
-- Keyset pagination newest first (and oldest first, scanned backwards).
CREATE INDEX scenes_time_idx ON scenes (acquired_at DESC, id DESC);
-- Non-public scenes are few (~4%): a partial index finds them for permission checks and staff views.
CREATE INDEX scenes_nonpublic_idx ON scenes (classification, acquired_at DESC) WHERE classification <> 'public';

-- Sensitive picture permission (docs/requirements.md §7 /pic_query/user_pic_purview_data/): a user may see non-public scenes
-- of the listed classifications, optionally only of some satellites and/or inside an area, during a validity window.
CREATE TABLE scene_permissions (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  classifications text[] NOT NULL DEFAULT ARRAY['sensitive']::text[]
                  CHECK (classifications <@ ARRAY['sensitive', 'restricted']::text[] AND cardinality(classifications) > 0),
  satellites      text[],                                -- NULL: every satellite
  area            geometry(MultiPolygon, 4326),          -- NULL: anywhere
  valid_from      timestamptz NOT NULL DEFAULT now(),
  valid_until     timestamptz,                           -- NULL: no end
  note            text NOT NULL DEFAULT '',
  created_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX scene_permissions_user_idx ON scene_permissions (user_id);

-- Cart (docs/requirements.md §7 /commodity/manage_carts/, /commodity/carts/): a scene appears once per user.
CREATE TABLE cart_items (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  scene_id   text NOT NULL REFERENCES scenes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, scene_id)
);

-- Secrets of signed links (quicklooks, product downloads), created on first use, shared by every API copy.
CREATE TABLE app_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);

-- Public sample images (docs/requirements.md §7 web/sar_images/, web/sar_image/{id}/, web/sar_images_search_country/).
CREATE TABLE sar_samples (
  id             serial PRIMARY KEY,
  title_zh       text NOT NULL,
  title_en       text NOT NULL,
  country_code   text NOT NULL,
  country_zh     text NOT NULL,
  country_en     text NOT NULL,
  satellite      text NOT NULL,
  img_mode       smallint NOT NULL,
  polarization   text NOT NULL,
  acquired_at    timestamptz NOT NULL,
  lon            double precision NOT NULL,
  lat            double precision NOT NULL,
  description_zh text NOT NULL,
  description_en text NOT NULL,
  sort           integer NOT NULL DEFAULT 0
);
CREATE INDEX sar_samples_country_idx ON sar_samples (country_code);

-- Partners (docs/requirements.md §7 web/partners/).
CREATE TABLE partners (
  id      serial PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  url     text NOT NULL,
  kind    text NOT NULL,
  sort    integer NOT NULL DEFAULT 0
);

INSERT INTO sar_samples (title_zh, title_en, country_code, country_zh, country_en, satellite, img_mode, polarization, acquired_at, lon, lat, description_zh, description_en, sort) VALUES
  ('上海港集装箱码头', 'Port of Shanghai container terminals', 'CN', '中国', 'China', 'TY-39', 1, 'VV', '2025-03-14T02:11:05Z', 121.98, 30.63, '聚束模式下的洋山港码头与停泊船只。', 'Yangshan terminals and moored vessels in spotlight mode.', 1),
  ('长江口洪水监测', 'Yangtze estuary flood monitoring', 'CN', '中国', 'China', 'TY-40', 3, 'VV+VH', '2024-07-02T10:40:12Z', 121.40, 31.45, '条带模式双极化影像，水体与农田清晰可分。', 'Dual-polarization stripmap scene separating water from farmland.', 2),
  ('珠江口船舶检测', 'Pearl River estuary vessel detection', 'CN', '中国', 'China', 'TY-41', 6, 'VV+VH', '2025-01-20T22:15:44Z', 113.75, 22.20, 'TOPS 模式宽幅覆盖，用于船舶检测。', 'Wide TOPS coverage used for vessel detection.', 3),
  ('渤海海冰', 'Bohai Sea ice', 'CN', '中国', 'China', 'TY-38', 5, 'VV', '2024-01-28T09:55:30Z', 120.50, 39.20, '宽幅扫描模式下的海冰分布。', 'Sea-ice extent in wide ScanSAR mode.', 4),
  ('新加坡海峡', 'Singapore Strait', 'SG', '新加坡', 'Singapore', 'TY-39', 3, 'VV+VH', '2024-11-08T23:02:18Z', 103.85, 1.22, '繁忙航道上的船只与锚地。', 'Ships and anchorages on a busy seaway.', 5),
  ('鹿特丹港', 'Port of Rotterdam', 'NL', '荷兰', 'Netherlands', 'TY-40', 1, 'VV', '2025-05-19T05:48:09Z', 4.05, 51.95, '马斯弗拉克特港区的聚束影像。', 'Spotlight scene of the Maasvlakte port area.', 6),
  ('墨西哥湾溢油监测', 'Gulf of Mexico oil spill monitoring', 'US', '美国', 'United States', 'TY-41', 4, 'VV', '2024-05-11T16:30:51Z', -89.40, 28.70, '窄幅扫描模式下海面暗斑检测。', 'Dark-spot detection on the sea surface in narrow ScanSAR mode.', 7),
  ('迪拜棕榈岛', 'Palm Jumeirah, Dubai', 'AE', '阿联酋', 'United Arab Emirates', 'TY-39', 1, 'VV', '2025-02-02T02:20:33Z', 55.14, 25.11, '人工岛与城市建筑的强散射。', 'Strong scattering of the artificial island and buildings.', 8),
  ('亚马孙河流域', 'Amazon river basin', 'BR', '巴西', 'Brazil', 'TY-40', 5, 'VV+VH', '2024-09-15T21:12:40Z', -60.00, -3.10, '雨林与河道的宽幅观测。', 'Wide-swath view of rainforest and river channels.', 9),
  ('东京湾', 'Tokyo Bay', 'JP', '日本', 'Japan', 'TY-38', 3, 'VV', '2024-12-03T20:44:02Z', 139.80, 35.45, '港口与城市区域的条带影像。', 'Stripmap scene of port and city.', 10);

INSERT INTO partners (name_zh, name_en, url, kind, sort) VALUES
  ('国家卫星海洋应用中心', 'National Satellite Ocean Application Service', 'https://www.nsoas.org.cn', 'institution', 1),
  ('中国资源卫星应用中心', 'China Centre for Resources Satellite Data and Application', 'https://www.cresda.com', 'institution', 2),
  ('天仪研究院', 'Spacety', 'https://www.spacety.com', 'operator', 3),
  ('开放地理空间联盟', 'Open Geospatial Consortium', 'https://www.ogc.org', 'standards', 4),
  ('STAC 社区', 'STAC community', 'https://stacspec.org', 'standards', 5);
