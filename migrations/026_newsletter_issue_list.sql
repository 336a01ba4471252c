-- The admin's Newsletter screen reads issues a page at a time, newest first, and searches their titles
-- (Admin.newsletterIssues): the order and the ILIKE '%text%' search each get an index, as the other
-- admin lists have (008).
CREATE INDEX newsletter_issues_created_idx ON newsletter_issues (created_at DESC, id DESC);
CREATE INDEX newsletter_issues_title_trgm_idx ON newsletter_issues USING gin (title gin_trgm_ops);
