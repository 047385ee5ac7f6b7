-- Feedback (docs/requirements.md §5, §7 "Feedback", §8): what a signed-in user sends from any page (with an optional attachment in
-- the file storage), staff's reply and handling state; and the filters each staff member saves for the list.

CREATE TABLE feedback (
  id              bigserial PRIMARY KEY,
  user_id         bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  module          text NOT NULL,
  type            text NOT NULL,
  contact         text NOT NULL,
  description     text NOT NULL,
  -- The page (path) the user was on when they sent it.
  page            text NOT NULL DEFAULT '',
  attachment_key  text,
  attachment_name text,
  attachment_size bigint,
  attachment_type text,
  state           text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'processing', 'replied', 'closed')),
  reply           text NOT NULL DEFAULT '',
  replied_by      bigint REFERENCES users (id) ON DELETE SET NULL,
  replied_at      timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_created_idx ON feedback (created_at DESC, id DESC);
CREATE INDEX feedback_user_idx ON feedback (user_id, id DESC);
CREATE INDEX feedback_state_idx ON feedback (state, id DESC);

-- A staff member's saved filters of the feedback list (`fields`: a FeedbackFilter of shared/domain/feedback.ts).
CREATE TABLE feedback_filters (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL,
  fields     jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX feedback_filters_name_key ON feedback_filters (user_id, lower(name));
