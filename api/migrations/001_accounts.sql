-- Accounts, sessions, throttling, password resets, outbox, real-name verification and the money ledger.
CREATE EXTENSION IF NOT EXISTS postgis;

CREATE TABLE users (
  id                bigserial PRIMARY KEY,
  type              text NOT NULL DEFAULT 'customer',
  username          text NOT NULL,
  password_hash     text NOT NULL,
  name              text NOT NULL DEFAULT '',
  mobile            text NOT NULL,
  email             text NOT NULL,
  organization      text NOT NULL DEFAULT '',
  recommender       text NOT NULL DEFAULT '',
  coordinate_system text NOT NULL DEFAULT 'GCJ02' CHECK (coordinate_system IN ('GCJ02', 'WGS84')),
  -- Balance (quota) in fen; every change goes through the ledger in the same transaction.
  balance_fen       bigint NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
  -- The sales person who looks after this customer (manage_customer).
  sales_id          bigint REFERENCES users (id) ON DELETE SET NULL,
  is_active         boolean NOT NULL DEFAULT true,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  deleted_at        timestamptz
);
-- Uniqueness among live accounts; a deleted account frees its username, mobile and e-mail.
CREATE UNIQUE INDEX users_username_key ON users (lower(username)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_mobile_key ON users (mobile) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_type_idx ON users (type);
CREATE INDEX users_sales_idx ON users (sales_id);

CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- sha256 of the 256-bit bearer token (hex); the token itself is never stored.
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz,
  ip           text,
  user_agent   text
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- Failed logins, per account key and per client IP, for throttling.
CREATE TABLE login_failures (
  id        bigserial PRIMARY KEY,
  key       text NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_at_idx ON login_failures (key, at);

CREATE TABLE password_resets (
  id          text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Messages to send (e-mail, SMS); any API copy may send them (FOR UPDATE SKIP LOCKED).
CREATE TABLE outbox (
  id          bigserial PRIMARY KEY,
  channel     text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient   text NOT NULL,
  subject     text NOT NULL DEFAULT '',
  body        text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz,
  attempts    integer NOT NULL DEFAULT 0,
  last_error  text
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE sent_at IS NULL;

-- Real-name verification requests, pending until staff or sales review them (audit_user).
CREATE TABLE real_person_requests (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  real_name     text NOT NULL,
  id_number     text NOT NULL,
  document_key  text NOT NULL,
  document_name text NOT NULL,
  document_type text NOT NULL,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  comment       text NOT NULL DEFAULT '',
  reviewer_id   bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  reviewed_at   timestamptz
);
CREATE INDEX real_person_status_idx ON real_person_requests (status, id);
CREATE INDEX real_person_user_idx ON real_person_requests (user_id, id);

-- The money ledger: one row per change of a balance, in integer fen.
CREATE TABLE ledger (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount_fen    bigint NOT NULL CHECK (amount_fen <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  scene         text NOT NULL CHECK (scene IN ('tasking_spend', 'tasking_refund', 'archive_spend', 'archive_refund', 'quota_topup', 'quota_reduction', 'other')),
  note          text NOT NULL DEFAULT '',
  reference     text,
  created_by    bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger (user_id, id);
