-- What the in-process cache of sessions, users and team access (src/accounts/auth-cache.ts) holds changes
-- here: each statement that can end a session, change a user's role, business or details, a business, a
-- team's status or its members notifies channel console_auth when its transaction commits. Every server
-- process LISTENs and empties its cache, so a logout, a role change or a removal from a team on one
-- process holds on all of them at once. Statement-level: one notification per statement (PostgreSQL
-- folds equal notifications of one transaction into one). A session's touch (expires_at, last_seen_at)
-- and its code tries change nothing the cache holds and do not notify.
CREATE FUNCTION console_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('console_auth', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_auth_changed AFTER DELETE OR UPDATE OF state, user_seq, secret_hash ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
CREATE TRIGGER users_auth_changed AFTER UPDATE OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
CREATE TRIGGER businesses_auth_changed AFTER UPDATE OR DELETE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
CREATE TRIGGER teams_auth_changed AFTER UPDATE OF status, biz_seq OR DELETE ON teams
  FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
CREATE TRIGGER team_members_auth_changed AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH STATEMENT EXECUTE FUNCTION console_auth_changed();
