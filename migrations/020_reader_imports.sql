-- Readers in bulk (issue 21 item 6, docs/decisions/236): a CSV import with a preview, and a reader added
-- by hand.

-- An imported reader has an address and a generated username but no password: they read the newsletter
-- and may choose a password later ("Forgot password?"). Sign-in by password refuses an account without
-- one after the same hashing work as a wrong password. (The email-only sign-up makes the same change;
-- dropping NOT NULL twice is harmless.)
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- How the current subscription began: the reader subscribed on the site ('signup'), came in a CSV
-- import the owner vouched for ('imported'), or was added by the owner by hand ('added'). With
-- subscribed_at it says how and when. Existing subscriptions all began on the site; a reader who
-- subscribes again on the site makes it 'signup' again.
ALTER TABLE newsletter_subscriptions ADD COLUMN consent text NOT NULL DEFAULT 'signup'
  CHECK (consent IN ('signup', 'imported', 'added'));

-- An uploaded CSV waiting for the owner to confirm its preview. The text is kept (not the parsed rows)
-- and read again at confirmation, as readers may have changed since; it is dropped once the import is
-- done, when only the counts remain for the page to show. Uploads are swept after a day.
CREATE TABLE reader_imports (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  file_name  text        NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  csv        text,
  preview    jsonb       NOT NULL,
  result     jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at    timestamptz,
  CHECK ((done_at IS NULL) = (result IS NULL))
);
CREATE INDEX reader_imports_created_idx ON reader_imports (created_at);
