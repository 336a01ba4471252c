-- One counter for everything public pages show (docs/decisions/140-page-cache.md). A statement trigger
-- bumps it in the same transaction as any write to the content tables, whichever code path made it
-- (admin API, GraphQL, uploads, backup restore, seeding), and tells listening instances the new value.
CREATE TABLE data_version (
  id      boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint  NOT NULL
);
INSERT INTO data_version (id, version) VALUES (true, 1);

CREATE FUNCTION bump_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next bigint;
BEGIN
  UPDATE data_version SET version = version + 1 RETURNING version INTO next;
  PERFORM pg_notify('data_version', next::text);
  RETURN NULL;
END
$$;

CREATE TRIGGER projects_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON projects
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER commands_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON commands
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER work_experiences_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON work_experiences
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
CREATE TRIGGER media_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
