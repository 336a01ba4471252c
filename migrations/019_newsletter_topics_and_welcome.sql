-- The owner's topics and the welcome email (issue 21 items 9 and 10, docs/decisions/235).

-- Topics the owner creates, renames and retires in the admin. Readers and issues keep a topic's slug,
-- never its name: the slug is made once from the first name and never changes, so a rename reaches
-- every reader's and issue's choice at once. A retired topic is no longer offered (sign-up, dashboard,
-- composer) but its row stays, so readers who chose it and the issues sent for it keep their history.
CREATE TABLE newsletter_topics (
  id         integer     GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  slug       text        NOT NULL UNIQUE
                         CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  name       text        NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  retired_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Two topics a reader cannot tell apart would split the readers between them.
CREATE UNIQUE INDEX newsletter_topics_name_key ON newsletter_topics (lower(name));
-- The archive and the feed show topic names: a rename is a change of public content (decision 140).
CREATE TRIGGER newsletter_topics_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON newsletter_topics
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();

-- The eight topics every site had until now, in their order.
INSERT INTO newsletter_topics (slug, name) VALUES
  ('web-development', 'Web Development'),
  ('react-frontend', 'React & Frontend'),
  ('backend-apis', 'Backend & APIs'),
  ('database-design', 'Database Design'),
  ('devops-deployment', 'DevOps & Deployment'),
  ('ui-ux-design', 'UI/UX Design'),
  ('project-showcases', 'Project Showcases'),
  ('career-tips', 'Career Tips');

-- Readers' and issues' choices were stored by name (the API accepted only these eight): each becomes
-- its topic's slug, in the order chosen. src/db/backup.ts does the same to a backup made before this.
UPDATE newsletter_subscriptions s
SET topics = ARRAY(
  SELECT coalesce(t.slug, c.value) FROM unnest(s.topics) WITH ORDINALITY AS c (value, n)
  LEFT JOIN newsletter_topics t ON t.name = c.value ORDER BY c.n)
WHERE cardinality(s.topics) > 0;
UPDATE newsletter_issues i
SET topics = ARRAY(
  SELECT coalesce(t.slug, c.value) FROM unnest(i.topics) WITH ORDINALITY AS c (value, n)
  LEFT JOIN newsletter_topics t ON t.name = c.value ORDER BY c.n)
WHERE cardinality(i.topics) > 0;

-- The welcome email a reader gets once, when their subscription starts (confirmed, or at once without
-- double opt-in). One row, written when the owner first saves the form; until then (no row) it is on
-- when SMTP_URL is set and uses the default subject and text. A NULL subject or text is the default too.
CREATE TABLE newsletter_welcome (
  id         boolean     PRIMARY KEY DEFAULT true CHECK (id),
  enabled    boolean     NOT NULL,
  subject    text        CHECK (length(subject) BETWEEN 1 AND 200),
  markdown   text        CHECK (length(markdown) BETWEEN 1 AND 20000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
