-- The owner's site settings (issue 12): one row, edited in the admin panel's Site tab. The row is made
-- at start from the OWNER_* variables and the sample look when missing; from then on the database wins.
-- Public pages render these values, so a write bumps the page cache's data version (003).
CREATE TABLE site_settings (
  id               boolean     PRIMARY KEY DEFAULT true CHECK (id),
  owner_name       text        NOT NULL CHECK (length(owner_name) BETWEEN 1 AND 100),
  job_title        text        NOT NULL,
  avatar_url       text,
  greetings        text[]      NOT NULL CHECK (cardinality(greetings) BETWEEN 1 AND 8),
  about_full       text        NOT NULL,
  about_short      text        NOT NULL,
  career_start     date        NOT NULL,
  stat_label       text        NOT NULL,
  stat_value       text        NOT NULL,
  contact_email    text        NOT NULL,
  linkedin_url     text        NOT NULL,
  github_url       text        NOT NULL,
  x_url            text,
  mastodon_url     text,
  scholar_url      text,
  huggingface_url  text,
  description      text        NOT NULL,
  social_image_url text,
  theme_default    text        NOT NULL DEFAULT 'dark' CHECK (theme_default IN ('dark', 'system')),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER site_settings_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
