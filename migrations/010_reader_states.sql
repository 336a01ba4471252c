-- Reader states on the admin's Subscribers screen (docs/decisions/226-reader-states.md): pending,
-- active, failing mail, unsubscribed, never subscribed; counted and filtered by the database.

-- A reader's mail fails when a message to their address was given up on ('failed') and none went
-- through after it. Failed rows are few among millions of sent ones: this index finds them without
-- reading the log, and the later-sent check per failed row uses mail_log_user_idx.
CREATE INDEX mail_log_failed_idx ON mail_log (user_id, id) WHERE status = 'failed';

-- The Pending and Unsubscribed filters read these few rows instead of every subscription.
CREATE INDEX newsletter_subscriptions_pending_idx ON newsletter_subscriptions (user_id)
  WHERE is_active AND confirmed_at IS NULL;
CREATE INDEX newsletter_subscriptions_ended_idx ON newsletter_subscriptions (user_id) WHERE NOT is_active;
