-- Administration of customers (issue: staff and sales administration): the audit log of every staff action on a
-- user, a review, a permission or a feedback item; reviews of customer-information changes beside real-name
-- verifications; alerts that are not about a tasking order (a review's result, a reply to feedback).

CREATE TABLE audit_log (
  id             bigserial PRIMARY KEY,
  actor_id       bigint REFERENCES users (id) ON DELETE SET NULL,
  actor_username text NOT NULL,
  -- e.g. 'user.update', 'user.delete', 'review.approve', 'permission.grant', 'feedback.reply'
  action         text NOT NULL,
  subject_type   text NOT NULL CHECK (subject_type IN ('user', 'review', 'permission', 'feedback')),
  subject_id     bigint NOT NULL,
  before         jsonb,
  after          jsonb,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (id DESC);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id, id DESC);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, id DESC);

-- A request is a real-name verification (name, ID number, document) or a change of a verified customer's name or
-- organization (`changes`: the new values; `previous`: the values when it was asked), reviewed alike.
ALTER TABLE real_person_requests
  ADD COLUMN kind     text NOT NULL DEFAULT 'verification' CHECK (kind IN ('verification', 'change')),
  ADD COLUMN changes  jsonb,
  ADD COLUMN previous jsonb,
  ALTER COLUMN real_name DROP NOT NULL,
  ALTER COLUMN id_number DROP NOT NULL,
  ALTER COLUMN document_key DROP NOT NULL,
  ALTER COLUMN document_name DROP NOT NULL,
  ALTER COLUMN document_type DROP NOT NULL;

-- Alerts of other kinds than a tasking order's state: `event` names what happened, `detail` carries the reason.
ALTER TABLE notifications
  ALTER COLUMN mission_id DROP NOT NULL,
  ADD COLUMN kind       text NOT NULL DEFAULT 'mission' CHECK (kind IN ('mission', 'review', 'feedback')),
  ADD COLUMN event      text,
  ADD COLUMN detail     text NOT NULL DEFAULT '',
  ADD COLUMN subject_id bigint;

-- A permission record may also name exactly which scenes it opens and the acquisition time range it covers.
ALTER TABLE scene_permissions
  ADD COLUMN scene_ids     text[],
  ADD COLUMN acquired_from timestamptz,
  ADD COLUMN acquired_to   timestamptz;
