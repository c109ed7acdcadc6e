-- The reservations table (020) held a team's waiting sends until the messaging release; since then
-- reservations are send requests in status RESERVED (030), and nothing has written this table. A
-- team's close now asks the sending module alone.
DROP TABLE reservations;
