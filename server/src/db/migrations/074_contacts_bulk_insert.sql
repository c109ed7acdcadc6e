-- Address-book imports write up to 100,000 contacts in one statement per 5,000 rows, and every foreign
-- key is a lookup per row: the team key alone cost about 0.45 s of a 4 s import. Teams are never
-- deleted (they are CLOSED) and a contact's team is always the caller's team, set by the server, so
-- that key guarded nothing; it goes, as messages carry their team without one. The group key stays:
-- deleting a group deletes its contacts through it.
ALTER TABLE contacts DROP CONSTRAINT contacts_team_seq_fkey;
