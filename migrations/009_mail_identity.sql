-- Who the site's mail comes from, edited on the admin Site screen (issue 21): the sender's name and
-- address, the Reply-To address, and the admin's own address (test copies of issues, the owner's notes).
-- NULL means "the default", resolved when a message is built (docs/decisions/224-mail-identity.md): the
-- sender name is the owner's name, the sender address MAIL_FROM's address or else the contact email, the
-- Reply-To the contact email, the admin's address the administrator account's email or else the contact
-- email. So a rename of the owner reaches every mail at once, and a backup made before this migration
-- (without these keys) imports as "defaults".
ALTER TABLE site_settings
  ADD COLUMN sender_name  text CHECK (length(sender_name) BETWEEN 1 AND 100),
  ADD COLUMN sender_email text CHECK (length(sender_email) BETWEEN 3 AND 254),
  ADD COLUMN reply_to     text CHECK (length(reply_to) BETWEEN 3 AND 254),
  ADD COLUMN admin_email  text CHECK (length(admin_email) BETWEEN 3 AND 254);
