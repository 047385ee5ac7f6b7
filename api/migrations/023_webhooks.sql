-- Signed webhooks (Standard Webhooks): a customer's endpoints and every delivery made to them. A delivery keeps its
-- message id (the webhook-id header) across attempts, so a receiver can tell a retry from a new event.
CREATE TABLE webhook_endpoints (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url            text NOT NULL,
  events         text[] NOT NULL,
  description    text NOT NULL DEFAULT '',
  -- whsec_<base64>: the signing secret, shown to its owner once; needed in clear to sign each delivery.
  secret         text NOT NULL,
  enabled        boolean NOT NULL DEFAULT true,
  disabled_reason text,
  -- The first failed attempt since the last success (null: the last attempt succeeded or none was made).
  failing_since  timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  deleted_at     timestamptz
);
CREATE INDEX webhook_endpoints_user_idx ON webhook_endpoints (user_id) WHERE deleted_at IS NULL;

CREATE TABLE webhook_deliveries (
  id              bigserial PRIMARY KEY,
  endpoint_id     bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  message_id      text NOT NULL UNIQUE,
  event_type      text NOT NULL,
  -- The JSON body sent, as sent: {type, timestamp, data}.
  body            text NOT NULL,
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts        integer NOT NULL DEFAULT 0,
  response_code   integer,
  last_error      text,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, id DESC);

-- An endpoint disabled after failing for a day says so in its owner's alerts.
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('mission', 'review', 'feedback', 'export', 'webhook'));

-- The delivery queue (jobs/): a failed attempt schedules the next itself (WEBHOOK_RETRY_SECONDS); pg-boss's own
-- retries only cover a process that died mid-attempt.
SELECT pgboss.create_queue('webhook', '{"policy":"standard","retryLimit":5,"retryDelay":30,"retryBackoff":true,"expireInSeconds":120}');
