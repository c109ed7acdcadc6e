-- Statistics kept up to date as messages go out and settle (issue 13 for Kakao; the base of issue 15):
-- per team, hour (of hand-over), channel, type, template and sender profile, and the failure reasons.
-- Written by the stats module when the pipeline hands messages over and records their outcomes.

CREATE TABLE send_stats (
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  channel text NOT NULL,
  type text NOT NULL,
  -- The request's template (Kakao or RCS) and Kakao sender profile; 0 = none.
  template_seq integer NOT NULL DEFAULT 0,
  sender_profile_seq integer NOT NULL DEFAULT 0,
  requested integer NOT NULL DEFAULT 0,
  delivered integer NOT NULL DEFAULT 0,
  -- Failed and stayed failed; a failure that went out again on another channel counts as fallback.
  failed integer NOT NULL DEFAULT 0,
  fallback integer NOT NULL DEFAULT 0,
  cost_krw bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (team_seq, channel, hour, type, template_seq, sender_profile_seq)
);

CREATE TABLE send_failure_stats (
  team_seq integer NOT NULL REFERENCES teams (team_seq) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  channel text NOT NULL,
  template_seq integer NOT NULL DEFAULT 0,
  sender_profile_seq integer NOT NULL DEFAULT 0,
  code text NOT NULL,
  reason text NOT NULL,
  failed integer NOT NULL DEFAULT 0,
  PRIMARY KEY (team_seq, channel, hour, template_seq, sender_profile_seq, code, reason)
);

-- What was sent before these tables existed.
INSERT INTO send_stats (team_seq, hour, channel, type, template_seq, sender_profile_seq, requested, delivered, failed, fallback, cost_krw)
SELECT m.team_seq, date_trunc('hour', m.sent_at), m.channel, m.type,
       coalesce(r.kakao_template_seq, r.rcs_template_seq, 0), coalesce(r.kakao_sender_profile_seq, 0),
       count(*), count(*) FILTER (WHERE m.status = 'DELIVERED'),
       count(*) FILTER (WHERE m.status = 'FAILED' AND NOT EXISTS (SELECT 1 FROM messages f WHERE f.fallback_of = m.seq)),
       count(*) FILTER (WHERE m.status = 'FAILED' AND EXISTS (SELECT 1 FROM messages f WHERE f.fallback_of = m.seq)),
       coalesce(sum(m.cost_krw), 0)
  FROM messages m JOIN send_requests r ON r.seq = m.request_seq
 WHERE m.sent_at IS NOT NULL
 GROUP BY 1, 2, 3, 4, 5, 6;

INSERT INTO send_failure_stats (team_seq, hour, channel, template_seq, sender_profile_seq, code, reason, failed)
SELECT m.team_seq, date_trunc('hour', m.sent_at), m.channel, coalesce(r.kakao_template_seq, r.rcs_template_seq, 0),
       coalesce(r.kakao_sender_profile_seq, 0), coalesce(m.result_code, ''), coalesce(m.result_reason, ''), count(*)
  FROM messages m JOIN send_requests r ON r.seq = m.request_seq
 WHERE m.sent_at IS NOT NULL AND m.status = 'FAILED'
 GROUP BY 1, 2, 3, 4, 5, 6, 7;
