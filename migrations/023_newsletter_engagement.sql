-- Newsletter engagement (issue 22 item 3, docs/decisions/238).

-- Every distinct http(s) link of an issue's body, and how often readers followed it. Mails carry
-- /r/<id>.<signature> instead of the link (src/modules/newsletter-links/); counts are per link and issue,
-- never per reader, so nothing here says who clicked.
CREATE TABLE newsletter_links (
  id               integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  issue_id         integer     NOT NULL REFERENCES newsletter_issues (id) ON DELETE CASCADE,
  url              text        NOT NULL CHECK (url ~ '^https?://' AND length(url) <= 2048),
  clicks           integer     NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  last_clicked_at  timestamptz,
  UNIQUE (issue_id, url)
);

-- The issue whose one-click link a reader left by, when the link carried it. No foreign key: backups
-- restore subscriptions before issues (src/db/backup.ts), and a deleted issue leaves its number behind.
ALTER TABLE newsletter_subscriptions ADD COLUMN unsubscribed_issue_id integer;

-- The Insights screen's per-issue sign-ups count sign-up events whose campaign is the issue's slug.
CREATE INDEX insight_events_signup_campaign_idx ON insight_events (utm_campaign) WHERE kind = 'signup';

-- The open pixel: off unless the owner turns it on (mail clients that fetch images ahead, Apple Mail
-- Privacy Protection among them, count opens nobody made). One row once the owner has chosen.
CREATE TABLE newsletter_tracking (
  id          boolean     PRIMARY KEY DEFAULT true CHECK (id),
  open_pixel  boolean     NOT NULL DEFAULT false,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE newsletter_issues ADD COLUMN opens integer NOT NULL DEFAULT 0 CHECK (opens >= 0);
