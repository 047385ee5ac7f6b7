-- Organisations (docs/organisations.md): a customer's team shares one balance and bill. A person belongs to at most
-- one organisation (org_members is keyed by the user); orders, series and ledger rows name the organisation that
-- paid them and the budget they were assigned to; an order above the threshold waits for approval with its money
-- held (organisations.held_fen, org_budgets.held_fen) until a manager decides or it expires.
CREATE TABLE organisations (
  id                     bigserial PRIMARY KEY,
  name                   text NOT NULL,
  contact                text NOT NULL DEFAULT '',
  invoicing              text NOT NULL DEFAULT '',
  balance_fen            bigint NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
  held_fen               bigint NOT NULL DEFAULT 0 CHECK (held_fen >= 0),
  approval_threshold_fen bigint CHECK (approval_threshold_fen >= 0),
  require_2fa            boolean NOT NULL DEFAULT false,
  sales_id               bigint REFERENCES users (id) ON DELETE SET NULL,
  created_by             bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE org_members (
  user_id           bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  org_id            bigint NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  role              text NOT NULL CHECK (role IN ('viewer', 'buyer', 'tasker', 'manager')),
  enabled           boolean NOT NULL DEFAULT true,
  monthly_limit_fen bigint CHECK (monthly_limit_fen >= 0),
  joined_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX org_members_org_idx ON org_members (org_id);

CREATE TABLE org_invitations (
  id          bigserial PRIMARY KEY,
  org_id      bigint NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  email       text NOT NULL,
  role        text NOT NULL CHECK (role IN ('viewer', 'buyer', 'tasker', 'manager')),
  -- sha256 of the link's token: the token itself is only in the e-mail.
  token_hash  text NOT NULL UNIQUE,
  invited_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  expires_at  timestamptz NOT NULL,
  accepted_at timestamptz,
  accepted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX org_invitations_org_idx ON org_invitations (org_id, id DESC);

CREATE TABLE org_budgets (
  id         bigserial PRIMARY KEY,
  org_id     bigint NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  code       text NOT NULL,
  name       text NOT NULL DEFAULT '',
  active     boolean NOT NULL DEFAULT true,
  cap_fen    bigint CHECK (cap_fen >= 0),
  spent_fen  bigint NOT NULL DEFAULT 0,
  held_fen   bigint NOT NULL DEFAULT 0 CHECK (held_fen >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX org_budgets_code_idx ON org_budgets (org_id, lower(code));

CREATE TABLE org_approvals (
  id               bigserial PRIMARY KEY,
  org_id           bigint NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
  kind             text NOT NULL CHECK (kind IN ('archive', 'tasking')),
  archive_order_id bigint UNIQUE REFERENCES archive_orders (id) ON DELETE CASCADE,
  mission_id       bigint UNIQUE REFERENCES missions (id) ON DELETE CASCADE,
  requester_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_fen       bigint NOT NULL CHECK (amount_fen >= 0),
  budget_id        bigint REFERENCES org_budgets (id) ON DELETE SET NULL,
  reason           text NOT NULL CHECK (reason IN ('threshold', 'monthly_limit')),
  state            text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'rejected', 'expired')),
  note             text NOT NULL DEFAULT '',
  decided_by       bigint REFERENCES users (id) ON DELETE SET NULL,
  decided_at       timestamptz,
  expires_at       timestamptz NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'archive') = (archive_order_id IS NOT NULL) AND (kind = 'tasking') = (mission_id IS NOT NULL))
);
CREATE INDEX org_approvals_org_idx ON org_approvals (org_id, state, id DESC);
CREATE INDEX org_approvals_due_idx ON org_approvals (expires_at) WHERE state = 'pending';

-- Who paid: an organisation's rows name it (and the member who acted, or none for staff's top-ups).
ALTER TABLE ledger ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE ledger ADD COLUMN org_id bigint REFERENCES organisations (id) ON DELETE RESTRICT;
ALTER TABLE ledger ADD COLUMN budget_id bigint REFERENCES org_budgets (id) ON DELETE SET NULL;
ALTER TABLE ledger ADD CONSTRAINT ledger_payer_check CHECK (user_id IS NOT NULL OR org_id IS NOT NULL);
CREATE INDEX ledger_org_idx ON ledger (org_id, id) WHERE org_id IS NOT NULL;
ALTER TABLE ledger DROP CONSTRAINT IF EXISTS ledger_scene_check;
ALTER TABLE ledger ADD CONSTRAINT ledger_scene_check CHECK (scene IN ('tasking_spend', 'tasking_refund',
  'tasking_cancel_fee', 'tasking_fee_waiver', 'archive_spend', 'archive_refund', 'quota_topup', 'quota_reduction',
  'approval_hold', 'approval_release', 'org_transfer', 'other'));

ALTER TABLE archive_orders ADD COLUMN org_id bigint REFERENCES organisations (id) ON DELETE SET NULL;
ALTER TABLE archive_orders ADD COLUMN budget_id bigint REFERENCES org_budgets (id) ON DELETE SET NULL;
ALTER TABLE archive_orders ADD COLUMN awaiting_approval boolean NOT NULL DEFAULT false;
CREATE INDEX archive_orders_org_idx ON archive_orders (org_id, id DESC) WHERE org_id IS NOT NULL;
ALTER TABLE missions ADD COLUMN org_id bigint REFERENCES organisations (id) ON DELETE SET NULL;
ALTER TABLE missions ADD COLUMN budget_id bigint REFERENCES org_budgets (id) ON DELETE SET NULL;
ALTER TABLE missions ADD COLUMN awaiting_approval boolean NOT NULL DEFAULT false;
CREATE INDEX missions_org_idx ON missions (org_id, id DESC) WHERE org_id IS NOT NULL;
ALTER TABLE tasking_series ADD COLUMN org_id bigint REFERENCES organisations (id) ON DELETE SET NULL;
ALTER TABLE tasking_series ADD COLUMN budget_id bigint REFERENCES org_budgets (id) ON DELETE SET NULL;
-- An organisation's endpoint hears every member's events (managers manage it).
ALTER TABLE webhook_endpoints ADD COLUMN org_id bigint REFERENCES organisations (id) ON DELETE CASCADE;

ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('mission', 'review', 'feedback', 'export', 'webhook', 'subscription', 'approval'));

ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_subject_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_subject_type_check CHECK (subject_type IN
  ('user', 'review', 'permission', 'feedback', 'content', 'scene', 'mission', 'price', 'organisation'));


-- The hourly runs: a series' rolling horizon (its queue was missing, so the run offered each hour was never sent)
-- and the release of approvals whose week is up.
SELECT pgboss.create_queue('tasking-series', '{"policy":"standard","retryLimit":3,"retryDelay":60,"expireInSeconds":900}');
SELECT pgboss.create_queue('org-approvals', '{"policy":"standard","retryLimit":3,"retryDelay":60,"expireInSeconds":300}');
