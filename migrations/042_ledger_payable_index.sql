-- The posts whose pay becomes payable soon, for the evidence re-check before it does (decision 53),
-- found without reading the whole ledger.
CREATE INDEX ledger_lines_payable_idx ON ledger_lines (payable_at) WHERE kind = 'personal';
