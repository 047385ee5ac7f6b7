-- API keys (issue 35): long random bearer credentials for a customer's scripts and systems. Only the sha256 of a
-- key is kept; `prefix` (its first characters) lets its owner recognise it in a list.
CREATE TABLE api_keys (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name           text NOT NULL,
  prefix         text NOT NULL,
  key_hash       text NOT NULL UNIQUE,
  scopes         text[] NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz,
  revoked_at     timestamptz,
  last_used_at   timestamptz,
  last_used_ip   text,
  -- The rate limit, a token bucket kept on the row so it holds across API copies: up to `rate_per_minute`
  -- requests at once, refilled at that rate; `bucket` is what was left at `bucket_at`.
  rate_per_minute integer NOT NULL DEFAULT 600 CHECK (rate_per_minute > 0),
  bucket         double precision NOT NULL DEFAULT 600,
  bucket_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_keys_user_idx ON api_keys (user_id, id) WHERE revoked_at IS NULL;
