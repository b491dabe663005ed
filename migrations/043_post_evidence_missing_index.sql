-- The posts whose platform says they are gone, for the Posts tab's Taken down list and the admin
-- home's count of it (decision 57): those few answers found without reading every post's.
CREATE INDEX post_evidence_missing_idx ON post_evidence (post_id) WHERE outcome = 'missing';
