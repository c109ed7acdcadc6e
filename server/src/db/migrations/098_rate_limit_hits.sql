-- The per-client flood guards of @fastify/rate-limit, counted in the database when it is PostgreSQL so
-- every server process shares one limit (src/rate-limits/rate-limit-store.ts): one row per route and
-- client, its count restarting when the window has ended. UNLOGGED: no WAL for every counted request;
-- after a crash PostgreSQL empties the table, which only restarts the windows.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
ALTER TABLE rate_limit_hits SET UNLOGGED;
CREATE INDEX rate_limit_hits_reset_at ON rate_limit_hits (reset_at);
