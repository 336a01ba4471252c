-- Mail: a log of every message (what a reader's data export shows), the outbox that stands in for SMTP
-- when SMTP_URL is unset, single-use tokens for mailed links, and the pending state of a subscription.
-- The job queue itself (pg-boss) keeps its own schema `pgboss`, created and migrated by pg-boss at start
-- (docs/decisions/190-mail-queue.md).

CREATE TABLE mail_log (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Null for mail to someone without an account (the owner, a test address).
  user_id     integer     REFERENCES users (id) ON DELETE CASCADE,
  recipient   text        NOT NULL,
  kind        text        NOT NULL CHECK (length(kind) BETWEEN 1 AND 64),
  subject     text        NOT NULL,
  status      text        NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
  attempts    integer     NOT NULL DEFAULT 0,
  last_error  text,
  -- Set by callers that must enqueue a message at most once (e.g. one newsletter issue per reader).
  dedupe_key  text        UNIQUE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  sent_at     timestamptz
);
CREATE INDEX mail_log_user_idx ON mail_log (user_id, created_at);

CREATE TABLE outbox (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  mail_log_id bigint      NOT NULL UNIQUE REFERENCES mail_log (id) ON DELETE CASCADE,
  sender      text        NOT NULL,
  recipient   text        NOT NULL,
  subject     text        NOT NULL,
  html        text        NOT NULL,
  text        text        NOT NULL,
  headers     jsonb       NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);

CREATE TABLE mail_tokens (
  -- SHA-256 (hex) of the token in the link; the token itself is never stored.
  hash        text        PRIMARY KEY,
  purpose     text        NOT NULL CHECK (purpose IN ('confirm-subscription', 'reset-password', 'change-email')),
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The new address, for 'change-email'.
  email       text,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_tokens_user_idx ON mail_tokens (user_id, purpose);
CREATE INDEX mail_tokens_expiry_idx ON mail_tokens (expires_at);

-- Null while a double opt-in subscription waits for its confirmation link. Existing subscriptions were
-- made without double opt-in, so they count as confirmed.
ALTER TABLE newsletter_subscriptions ADD COLUMN confirmed_at timestamptz;
UPDATE newsletter_subscriptions SET confirmed_at = subscribed_at;
