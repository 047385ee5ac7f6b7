-- One pending request per person and kind: of two real-name verifications (or two changes of name/organization)
-- sent together, the second is refused by this index instead of waiting beside the first. Duplicates left by
-- earlier races keep their newest request.
DELETE FROM real_person_requests p
 WHERE p.status = 'pending'
   AND EXISTS (SELECT 1 FROM real_person_requests q
                WHERE q.user_id = p.user_id AND q.kind = p.kind AND q.status = 'pending' AND q.id > p.id);
CREATE UNIQUE INDEX real_person_one_pending ON real_person_requests (user_id, kind) WHERE status = 'pending';

-- A ledger row is stamped when it is written (under the lock of the account's balance), not when its transaction
-- began: of two payments sent together, the one that moved the balance first has the earlier time.
ALTER TABLE ledger ALTER COLUMN created_at SET DEFAULT clock_timestamp();
