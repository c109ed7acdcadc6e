-- Daily sending statistics per team and channel, and the public notices of the brand site.

CREATE TABLE daily_stats (
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  -- a Korean calendar day
  day date NOT NULL,
  channel text NOT NULL CHECK (channel IN ('SMS', 'LMS', 'MMS', 'RCS', 'ALIMTALK', 'BRAND_MESSAGE')),
  requested integer NOT NULL DEFAULT 0,
  success integer NOT NULL DEFAULT 0,
  failure integer NOT NULL DEFAULT 0,
  fallback integer NOT NULL DEFAULT 0,
  cost_krw numeric(14, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (team_seq, day, channel)
);
CREATE INDEX daily_stats_day ON daily_stats (day);

CREATE TABLE notices (
  seq serial PRIMARY KEY,
  title text NOT NULL,
  category text NOT NULL CHECK (category IN ('NOTICE', 'UPDATE', 'MAINTENANCE', 'EVENT')),
  pinned boolean NOT NULL DEFAULT false,
  body text NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_listing ON notices (pinned DESC, published_at DESC, seq DESC);
