-- A payment file is issued, then downloaded (decision 39). Issuing writes the file once and
-- keeps it here, sealed as bank data is (decision 20, the key's id beside it), so each later
-- download hands out exactly the same bytes and changes nothing. `downloaded_at` and
-- `downloaded_by` now say when and by whom the issue's file was written; a row issued before
-- this migration has no body and is re-issued to be downloaded again. `left_out` counts the
-- month's unpaid payouts the file could not hold (no payment details, or a bank not on the list).
ALTER TABLE payment_files
  ADD COLUMN body     bytea,
  ADD COLUMN key_id   text,
  ADD COLUMN left_out integer CHECK (left_out >= 0),
  ADD CONSTRAINT payment_files_body_key_check CHECK ((body IS NULL) = (key_id IS NULL));
