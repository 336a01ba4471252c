-- Newsletter issues and their per-recipient deliveries (docs/decisions/201-newsletter-exactly-once.md).
CREATE TABLE newsletter_issues (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title      text        NOT NULL,
  slug       text        NOT NULL UNIQUE,
  markdown   text        NOT NULL,
  -- Rendered and sanitised once on save, so pages and emails never run Markdown or trust raw HTML.
  html       text        NOT NULL,
  -- Empty means every topic (the same rule as a reader's own topic list).
  topics     text[]      NOT NULL DEFAULT '{}',
  status     text        NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sending', 'paused', 'sent')),
  sent_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX newsletter_issues_sent_idx ON newsletter_issues (sent_at DESC) WHERE status = 'sent';

-- One row per (issue, reader), written once when sending starts: the UNIQUE key is what keeps a reader
-- from being chosen twice, and the status is what a restarted worker resumes from.
CREATE TABLE newsletter_deliveries (
  issue_id    integer     NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
  user_id     integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status      text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
  attempts    integer     NOT NULL DEFAULT 0,
  -- While 'sending': until when the claiming worker owns the row; past it, the worker is presumed dead.
  lease_until timestamptz,
  last_error  text,
  sent_at     timestamptz,
  PRIMARY KEY (issue_id, user_id)
);
CREATE INDEX newsletter_deliveries_todo_idx ON newsletter_deliveries (issue_id, status)
  WHERE status IN ('pending', 'sending');
CREATE INDEX newsletter_deliveries_user_sent_idx ON newsletter_deliveries (user_id, sent_at)
  WHERE status = 'sent';

-- The global throttle: the next moment any instance may hand a message to the mail server. Kept out of
-- newsletter_issues, whose writes bump the public data version: a send must not empty the page cache.
CREATE TABLE newsletter_throttle (
  id           boolean     PRIMARY KEY DEFAULT true CHECK (id),
  next_send_at timestamptz NOT NULL
);
INSERT INTO newsletter_throttle (id, next_send_at) VALUES (true, now());

-- Secrets the server generates on first run when the environment gives none (never logged).
CREATE TABLE server_secrets (
  name       text        PRIMARY KEY,
  value      text        NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The archive (/newsletter/archive) and the feed show issues: their pages are cached per data version.
CREATE TRIGGER newsletter_issues_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON newsletter_issues
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
