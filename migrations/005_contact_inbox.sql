-- Addresses left in the header's "I'll reach out to you" form (docs/decisions/180-contact-inbox.md).
-- Not public content: no data-version trigger, no page shows them. The visitor's network address is
-- not kept; throttling counts it in rate_limits only.
CREATE TABLE contact_messages (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email      text        NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
  -- The path of the page the form was sent from, e.g. /project/3.
  page_path  text        NOT NULL CHECK (left(page_path, 1) = '/' AND length(page_path) <= 2048),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Null until the owner marks it handled; the admin tab counts the rest as unread.
  handled_at timestamptz
);
CREATE INDEX contact_messages_newest_idx ON contact_messages (created_at DESC, id DESC);
