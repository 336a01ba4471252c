-- The whole data model of the spec in one place, so feature work adds columns in new files instead of
-- racing to create tables. Ids are integer identities (see docs/decisions/002-integer-ids.md).

CREATE TABLE projects (
  id              integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title           text        NOT NULL CHECK (length(btrim(title)) > 0),
  description     text        NOT NULL CHECK (length(btrim(description)) > 0),
  technologies    text[]      NOT NULL DEFAULT '{}',
  features        text[]      NOT NULL DEFAULT '{}',
  challenges      text[]      NOT NULL DEFAULT '{}',
  results         text[]      NOT NULL DEFAULT '{}',
  duration        text,
  role            text,
  status          text        CHECK (status IN ('planning', 'in-progress', 'completed', 'on-hold')),
  demo_url        text,
  github_url      text,
  color_theme     text        NOT NULL DEFAULT 'blue' CHECK (color_theme IN
                    ('blue', 'green', 'purple', 'orange', 'red', 'yellow', 'pink', 'indigo', 'cyan', 'emerald')),
  sort_order      integer     NOT NULL DEFAULT 0,
  icon_url        text,
  icon_name       text,
  hero_image_url  text,
  screenshot_urls text[]      NOT NULL DEFAULT '{}',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX projects_sort_idx ON projects (sort_order, id);

CREATE TABLE commands (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  project_id  integer     NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  command     text        NOT NULL CHECK (length(btrim(command)) > 0),
  description text        NOT NULL CHECK (length(btrim(description)) > 0),
  category    text        NOT NULL DEFAULT 'General' CHECK (category IN
                ('Setup', 'Development', 'Testing', 'Deployment', 'Maintenance', 'General')),
  example     text,
  tags        text[],
  sort_order  integer     NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX commands_project_idx ON commands (project_id, sort_order, id);

CREATE TABLE work_experiences (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  type         text        NOT NULL DEFAULT 'past' CHECK (type IN ('current', 'past')),
  position     text        NOT NULL,
  company      text        NOT NULL,
  location     text        NOT NULL,
  duration     text        NOT NULL,
  start_date   text        NOT NULL,
  end_date     text        NOT NULL,
  description  text[]      NOT NULL DEFAULT '{}',
  technologies text[]      NOT NULL DEFAULT '{}',
  sort_order   integer     NOT NULL DEFAULT 0,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX work_experiences_sort_idx ON work_experiences (sort_order, id);

CREATE TABLE users (
  id            integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username      text        NOT NULL,
  email         text,
  first_name    text,
  last_name     text,
  password_hash text        NOT NULL,
  is_admin      boolean     NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- Sign-in accepts either name in any case, so uniqueness is case-insensitive too.
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  -- SHA-256 (hex) of the token in the cookie; the token itself is never stored.
  id                  text        PRIMARY KEY,
  user_id             integer     NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at          timestamptz NOT NULL DEFAULT now(),
  expires_at          timestamptz NOT NULL,
  absolute_expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

CREATE TABLE newsletter_subscriptions (
  user_id         integer     PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  is_active       boolean     NOT NULL DEFAULT true,
  frequency       text        NOT NULL DEFAULT 'monthly' CHECK (frequency IN ('weekly', 'monthly')),
  topics          text[]      NOT NULL DEFAULT '{}',
  subscribed_at   timestamptz NOT NULL DEFAULT now(),
  unsubscribed_at timestamptz,
  updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Uploaded images, content-addressed by the SHA-256 of the stored bytes.
CREATE TABLE media (
  hash         text        PRIMARY KEY,
  content_type text        NOT NULL,
  bytes        bytea       NOT NULL,
  size         integer     NOT NULL,
  width        integer,
  height       integer,
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters for throttling (failed logins, sign-ups), shared by every server instance.
CREATE TABLE rate_limits (
  key               text        PRIMARY KEY,
  hits              integer     NOT NULL,
  window_started_at timestamptz NOT NULL,
  blocked_until     timestamptz
);
