-- What the in-process cache of team lists (src/http/team-read-cache.ts: the send-request list, the
-- message history) reads changes here: each statement that writes send_requests, messages or
-- message_phone_tails notifies channel console_team_data once per team of the rows it wrote, when its
-- transaction commits (PostgreSQL folds equal notifications of one transaction into one). Every server
-- process LISTENs and forgets that team's answers. Statement-level with transition tables: a batch of
-- 20,000 messages costs one DISTINCT over the batch, not 20,000 trigger calls. A statement that could
-- move rows between teams (UPDATE OF team_seq, none does) or TRUNCATE notifies '*': every team.
CREATE FUNCTION console_team_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_team_data', team_seq::text) FROM (SELECT DISTINCT team_seq FROM changed_rows) AS teams;
  RETURN NULL;
END;
$$;

CREATE FUNCTION console_team_data_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_team_data', '*');
  RETURN NULL;
END;
$$;

CREATE TRIGGER send_requests_team_data_inserted AFTER INSERT ON send_requests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER send_requests_team_data_updated AFTER UPDATE ON send_requests
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER send_requests_team_data_deleted AFTER DELETE ON send_requests
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER send_requests_team_data_moved AFTER UPDATE OF team_seq OR TRUNCATE ON send_requests
  FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed_all();

CREATE TRIGGER messages_team_data_inserted AFTER INSERT ON messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER messages_team_data_updated AFTER UPDATE ON messages
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER messages_team_data_deleted AFTER DELETE ON messages
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER messages_team_data_moved AFTER UPDATE OF team_seq OR TRUNCATE ON messages
  FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed_all();

CREATE TRIGGER message_phone_tails_team_data_inserted AFTER INSERT ON message_phone_tails
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER message_phone_tails_team_data_updated AFTER UPDATE ON message_phone_tails
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER message_phone_tails_team_data_deleted AFTER DELETE ON message_phone_tails
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed();
CREATE TRIGGER message_phone_tails_team_data_moved AFTER UPDATE OF team_seq OR TRUNCATE ON message_phone_tails
  FOR EACH STATEMENT EXECUTE FUNCTION console_team_data_changed_all();
