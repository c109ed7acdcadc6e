-- Release engineering (issue 17): the environment registry in the database (REGISTRY_STORE=database),
-- its audit of changes, and the shells' load reports per remote version and minute. Owned by the
-- releases module.

-- One document per environment (deploy/environments/<env>.json as it is now). Seeded from the file
-- (a ConfigMap in Kubernetes) the first time a server reads an environment missing here.
CREATE TABLE registry_environments (
  environment text PRIMARY KEY CHECK (environment ~ '^[a-z][a-z0-9-]*$'),
  document jsonb NOT NULL,
  -- One more with each change, so a reader can tell two versions of the document apart.
  revision integer NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every change made to an environment (RegistryChange), append-only; ids increase per environment.
CREATE TABLE registry_changes (
  environment text NOT NULL REFERENCES registry_environments (environment) ON DELETE CASCADE,
  id integer NOT NULL CHECK (id >= 1),
  at timestamptz NOT NULL DEFAULT now(),
  changed_by text NOT NULL,
  reason text,
  action text NOT NULL CHECK (action IN ('enable', 'disable', 'pin', 'canary', 'canary-end', 'rollback')),
  remote text NOT NULL,
  before jsonb,
  after jsonb,
  automatic boolean NOT NULL DEFAULT false,
  PRIMARY KEY (environment, id)
);
CREATE INDEX registry_changes_remote ON registry_changes (environment, remote, id);

-- The shells' beacon (POST /api/_telemetry/remote-events), counted per minute so every server
-- process sees the same numbers: loads, loads that failed, mounts that failed.
CREATE TABLE remote_load_minutes (
  environment text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  minute timestamptz NOT NULL,
  loads integer NOT NULL DEFAULT 0,
  load_errors integer NOT NULL DEFAULT 0,
  mount_errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (environment, remote, version, minute)
);
CREATE INDEX remote_load_minutes_minute ON remote_load_minutes (minute);
