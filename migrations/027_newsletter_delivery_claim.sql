-- A worker claims the next delivery to make in (issue_id, user_id) order. The planner walked the primary
-- key in that order and filtered out every delivery already made: with 20 sent issues to 80,000 readers
-- behind it, each claim read 1.4 million index entries, 520 ms, for a send that may make 5 a second
-- (scripts/bench/admin-lists.ts seeds that history). Only deliveries still to make are in this index, in
-- the claim's order, so a claim reads one entry (0.2 ms).
CREATE INDEX newsletter_deliveries_claim_idx ON newsletter_deliveries (issue_id, user_id)
  WHERE status IN ('pending', 'sending');
