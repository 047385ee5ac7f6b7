-- Saved searches that alert (issue 35): a customer keeps an archive search body as a subscription; when new scenes
-- enter the archive, the `subscription-match` job finds those that match it as its owner would see them and tells
-- the owner once per batch on the chosen channels. The search is kept as sent, with the coordinate system its
-- coordinates are in, so it is judged again exactly as the owner's own search would be.
CREATE TABLE subscriptions (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  search     jsonb NOT NULL,
  crs        text NOT NULL DEFAULT 'GCJ02' CHECK (crs IN ('GCJ02', 'WGS84')),
  channels   text[] NOT NULL
             CHECK (channels <@ ARRAY['alert', 'email', 'webhook']::text[] AND cardinality(channels) > 0),
  paused     boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, id) WHERE deleted_at IS NULL;

-- The scenes each subscription has told its owner about: a scene is told once per subscription, whatever runs the
-- match again (a retried job, a scene replaced later). No foreign key to scenes: a scene deleted and ingested again
-- under its id was told already.
CREATE TABLE subscription_matches (
  subscription_id bigint NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  scene_id        text NOT NULL,
  matched_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, scene_id)
);

-- A subscription's new matches say so in its owner's alerts.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('mission', 'review', 'feedback', 'export', 'webhook', 'subscription'));

-- The match queue: sent in the transaction that adds the scenes (STAC Transactions, tasking deliveries).
SELECT pgboss.create_queue('subscription-match', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300}');
