-- What an issue's send did, kept on the issue once nothing is left to send (issue #20): the Newsletter
-- screen showed every issue's figures by counting its deliveries on each poll, 360 ms for 20 issues of
-- 70,000 readers, and more with every issue sent. NULL while an issue has deliveries to make; then the
-- deliveries that went out and those given up on. A reader deleted afterwards takes their delivery row
-- along, not the issue's figures.
ALTER TABLE newsletter_issues
  ADD COLUMN final_sent   integer CHECK (final_sent >= 0),
  ADD COLUMN final_failed integer CHECK (final_failed >= 0),
  ADD CONSTRAINT newsletter_issues_final_counts CHECK ((final_sent IS NULL) = (final_failed IS NULL));

UPDATE newsletter_issues i
SET final_sent = c.sent, final_failed = c.failed
FROM (
  SELECT issue_id, count(*) FILTER (WHERE status = 'sent') AS sent,
         count(*) FILTER (WHERE status = 'failed') AS failed
  FROM newsletter_deliveries GROUP BY issue_id
  HAVING count(*) FILTER (WHERE status IN ('pending', 'sending')) = 0
) c
WHERE c.issue_id = i.id AND i.status IN ('sent', 'unpublished');
