-- Sending that says what it will do (docs/decisions/227-honest-sending.md).

-- Readers choose every issue (the default from now on), at most weekly or at most monthly. Existing rows
-- keep their value: their dashboard has been showing it ('Monthly') as their choice, and more mail than
-- a reader was told to expect is worse than fewer; they can change it on the dashboard.
ALTER TABLE newsletter_subscriptions DROP CONSTRAINT newsletter_subscriptions_frequency_check;
ALTER TABLE newsletter_subscriptions ADD CONSTRAINT newsletter_subscriptions_frequency_check
  CHECK (frequency IN ('every-issue', 'weekly', 'monthly'));
ALTER TABLE newsletter_subscriptions ALTER COLUMN frequency SET DEFAULT 'every-issue';

-- A sent issue the owner took off the site: gone from the archive and the feed, its page answers 410.
-- Its deliveries stay, so frequency caps still count the mail readers did get.
ALTER TABLE newsletter_issues DROP CONSTRAINT newsletter_issues_status_check;
ALTER TABLE newsletter_issues ADD CONSTRAINT newsletter_issues_status_check
  CHECK (status IN ('draft', 'sending', 'paused', 'sent', 'unpublished'));

-- When the owner last changed a sent issue's text: the archive page says so (the mails stay as sent).
ALTER TABLE newsletter_issues ADD COLUMN edited_at timestamptz;
