-- Approvals the app makes by itself (AUTO_APPROVE_MATCHES, decision 54) are audited like an
-- admin's: their metadata's actor is "auto_approval", and the audit list's index names them
-- beside the decisions of signed-in admins (the query repeats this predicate word for word).
DROP INDEX events_admin_actions_idx;
CREATE INDEX events_admin_actions_idx ON events (position DESC)
  WHERE type IN ('PostApproved', 'PostRejected', 'PostReversed', 'PayoutMonthClosed', 'PayoutPaid', 'PayoutFailed',
                 'AdminGranted', 'AdminRevoked', 'RiskFlagReviewed', 'RiskFlagCleared', 'RiskFlagConfirmed',
                 'MemberSuspended', 'MemberReinstated')
    AND (jsonb_typeof(metadata -> 'actor') = 'number' OR metadata ->> 'actor' = 'auto_approval');
