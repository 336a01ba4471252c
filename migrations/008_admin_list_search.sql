-- The admin's readers, inbox and outbox are read a page at a time, newest first, and searched by any
-- part of a name or address (docs/decisions/217-admin-screens-as-routes.md). A substring search cannot
-- use a btree index; trigram GIN indexes can, for ILIKE '%text%' of three characters or more. pg_trgm is
-- a trusted extension (a database owner may create it); the embedded PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Readers, newest member first: the first page reads 50 index entries, not every account.
CREATE INDEX users_readers_newest_idx ON users (created_at DESC, id DESC) WHERE NOT is_admin;
CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

CREATE INDEX contact_messages_email_trgm_idx ON contact_messages USING gin (email gin_trgm_ops);
CREATE INDEX contact_messages_page_trgm_idx ON contact_messages USING gin (page_path gin_trgm_ops);
-- The Inbox link's badge counts these on every admin screen.
CREATE INDEX contact_messages_unread_idx ON contact_messages (id) WHERE handled_at IS NULL;

CREATE INDEX outbox_recipient_trgm_idx ON outbox USING gin (recipient gin_trgm_ops);
CREATE INDEX outbox_subject_trgm_idx ON outbox USING gin (subject gin_trgm_ops);
