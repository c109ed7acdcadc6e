-- Address books: a team's groups, and its contacts grown from the minimal table of 014 (the bizplus
-- migration keeps inserting team_seq, name, phone; its contacts stay without a group). A contact
-- belongs to at most one group; inside a group a number is there once.

CREATE TABLE address_groups (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX address_groups_team_name ON address_groups (team_seq, name);

ALTER TABLE contacts ADD COLUMN group_seq integer REFERENCES address_groups (seq) ON DELETE CASCADE;
-- Custom fields as [{ "key": ..., "value": ... }] in the order the user gave them (#{key} variables).
ALTER TABLE contacts ADD COLUMN fields jsonb NOT NULL DEFAULT '[]'::jsonb;
ALTER TABLE contacts ADD COLUMN memo text NOT NULL DEFAULT '';
ALTER TABLE contacts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
CREATE UNIQUE INDEX contacts_group_phone ON contacts (group_seq, phone) WHERE group_seq IS NOT NULL;
CREATE INDEX contacts_team_group ON contacts (team_seq, group_seq, seq);

-- One import into a group: its counts and every failed row, so the report can be downloaded later.
CREATE TABLE contact_imports (
  seq serial PRIMARY KEY,
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  group_seq integer REFERENCES address_groups (seq) ON DELETE SET NULL,
  user_seq integer REFERENCES users (user_seq) ON DELETE SET NULL,
  file_name text NOT NULL,
  added integer NOT NULL,
  updated integer NOT NULL,
  skipped integer NOT NULL,
  failed integer NOT NULL,
  -- [{ "row": n, "reason": "..." }]
  errors jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
