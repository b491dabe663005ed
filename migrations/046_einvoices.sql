-- The self-billed e-invoice of each payout, and the credit note of a payout that failed, as
-- submitted to LHDN's MyInvois (decision 61). A row is queued by following the log (a close
-- writes nothing more) and worked through by the job einvoice.submit. The document itself is
-- not kept: it holds the payee's identity and TIN, which stay sealed in payee_identities; it is
-- built again from them, with the same issue time, whenever it is needed.
CREATE TABLE einvoices (
  payout_id        text        NOT NULL,
  kind             text        NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
  member_id        integer     NOT NULL,
  period           integer     NOT NULL,
  amount_sen       bigint      NOT NULL CHECK (amount_sen > 0),
  -- The document's internal ID, and the codeNumber MyInvois answers with: one per document.
  code_number      text        NOT NULL UNIQUE,
  state            text        NOT NULL DEFAULT 'pending'
                               CHECK (state IN ('pending', 'submitted', 'valid', 'invalid', 'cancelled')),
  -- The document's issue time, fixed when it is first built: every build of it is the same
  -- document (MyInvois finds a duplicate by type, issue time, internal ID and buyer TIN).
  issued_at        timestamptz,
  document_hash    text,
  -- A submission of this document began and its answer was not recorded (no answer, a 5xx, a
  -- crash): the job asks MyInvois whether it arrived before it may send it again.
  sending_since    timestamptz,
  submission_uid   text,
  uuid             text,
  long_id          text,
  validation_link  text,
  -- LHDN's reasons for an invalid document (or the app's own, when it refused to submit it).
  errors           jsonb,
  attempts         integer     NOT NULL DEFAULT 0,
  -- When the job looks at the row next; null when nothing is left to do.
  due_at           timestamptz,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (payout_id, kind)
);
CREATE INDEX einvoices_due_idx ON einvoices (due_at) WHERE due_at IS NOT NULL;
CREATE INDEX einvoices_state_idx ON einvoices (state, updated_at DESC);
CREATE INDEX einvoices_member_idx ON einvoices (member_id);

-- The subscription that queues each payout's e-invoice starts at the log's end: payouts issued
-- before e-invoicing existed get none.
INSERT INTO subscriptions (name, last_transaction_id, last_position)
SELECT 'einvoices', coalesce(h.transaction_id, '0'::xid8), coalesce(h.position, 0)
  FROM (SELECT 1) one
  LEFT JOIN (SELECT transaction_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1) h ON true;
