-- Deliveries still to make, indexed for the two questions asked of them at scale (measured with
-- scripts/bench/admin-lists.ts: 20 sent issues to 80,000 readers behind them).
--
-- A worker claims the next delivery in (issue_id, user_id) order. The planner walked the primary key in
-- that order and filtered out every delivery already made: each claim read 1.4 million index entries,
-- 520 ms, for a send that may make 5 a second. Here a claim reads one entry (0.2 ms).
CREATE INDEX newsletter_deliveries_claim_idx ON newsletter_deliveries (issue_id, user_id)
  WHERE status IN ('pending', 'sending');

-- Who an issue would reach asks, for each reader, whether another issue is still being sent to them
-- (src/db/newsletter-issues.ts, audienceOf). Without an index by reader that was a scan per reader: the
-- Send dialog and Send itself ran past the statement timeout (503) at 68,000 readers. Now about 1 s.
CREATE INDEX newsletter_deliveries_user_todo_idx ON newsletter_deliveries (user_id)
  WHERE status IN ('pending', 'sending');
