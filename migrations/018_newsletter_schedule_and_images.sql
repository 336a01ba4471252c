-- Scheduled sends and the composer's images (docs/decisions/234-scheduled-sends-and-issue-images.md).

-- A draft may wait for a moment (UTC) to be sent. The pg-boss job that fires it is named here, so a change
-- of time or a cancel can withdraw that job in the same transaction, and a start-up can tell a job that
-- is lost (a restored backup has no pg-boss schema) from one still waiting. Only a draft waits: sending
-- clears the time.
ALTER TABLE newsletter_issues
  ADD COLUMN scheduled_at timestamptz,
  ADD COLUMN schedule_job_id uuid,
  -- When a scheduled send found it could not go (nobody to send to, an image without a description),
  -- and why, in the words the admin reads; cleared by the next schedule or send.
  ADD COLUMN schedule_refused_at timestamptz,
  ADD COLUMN schedule_refusal text,
  ADD CONSTRAINT newsletter_issues_schedule_draft CHECK (scheduled_at IS NULL OR status = 'draft');
CREATE INDEX newsletter_issues_scheduled_idx ON newsletter_issues (scheduled_at) WHERE scheduled_at IS NOT NULL;

-- The issue's feature image (a media library address), shown by the archive, the feed and the issue's
-- link preview. Its description is required unless the owner marks it decorative (then it is shown
-- with an empty alt).
ALTER TABLE newsletter_issues
  ADD COLUMN feature_image_url text CHECK (feature_image_url ~ '^/media/[0-9a-f]{64}\.[a-z0-9]{2,5}$'),
  ADD COLUMN feature_image_alt text NOT NULL DEFAULT '',
  ADD COLUMN feature_image_decorative boolean NOT NULL DEFAULT false;
