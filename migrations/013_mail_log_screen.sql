-- The admin's Mail log screen (issue 21): every message, newest first, filtered by state and searched by
-- recipient or subject a page at a time. Newest first is the primary key read backwards; a state filter
-- reads its own index, so a rare state (failed) does not scan the whole log.
CREATE INDEX mail_log_status_idx ON mail_log (status, id DESC);
CREATE INDEX mail_log_recipient_trgm_idx ON mail_log USING gin (recipient gin_trgm_ops);
CREATE INDEX mail_log_subject_trgm_idx ON mail_log USING gin (subject gin_trgm_ops);
