-- Email-only readers and sign-in by a mailed link (issue 21 item 5, docs/decisions/233).

-- A reader who subscribed with their address alone has no password: they sign in by a one-time link
-- mailed to them, and may choose a password later through "Forgot password?". Sign-in by password
-- refuses an account without one after the same hashing work as a wrong password.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- The single-use sign-in link ('sign-in', 15 minutes), stored like the other mailed links: only the
-- SHA-256 of the token.
ALTER TABLE mail_tokens DROP CONSTRAINT mail_tokens_purpose_check;
ALTER TABLE mail_tokens ADD CONSTRAINT mail_tokens_purpose_check
  CHECK (purpose IN ('confirm-subscription', 'reset-password', 'change-email', 'sign-in'));
