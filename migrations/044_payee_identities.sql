-- Who a payout is paid to, as LHDN's e-invoices name an individual (decision 58): a MyKad or a
-- passport, an income tax number (TIN) and a residential address. Sealed as bank details are
-- (decision 20), under the same key: the number, the TIN and the address are AES-256-GCM
-- ciphertext the app makes, each bound to its member and field; only what the profile shows
-- masked (the last four characters) and what is not secret (which document, the passport's
-- country, whether MyInvois confirmed the TIN) stay readable.
CREATE TABLE payee_identities (
  member_id         integer PRIMARY KEY,
  identity_type     text CHECK (identity_type IN ('mykad', 'passport')),
  identity_country  text,
  identity_number   bytea,
  -- An HMAC of the number under a key derived from the sealing key: a save finds out whether it
  -- changed without opening the stored one.
  identity_hash     bytea,
  identity_last4    text,
  tin               bytea,
  tin_hash          bytea,
  tin_last4         text,
  -- 'valid' when MyInvois confirmed the TIN with the identity; 'unchecked' when MyInvois was
  -- not configured and only its format was checked.
  tin_status        text CHECK (tin_status IN ('valid', 'unchecked')),
  tin_checked_at    timestamptz,
  address           bytea,
  key_id            text,
  updated_at        timestamptz NOT NULL
);
CREATE INDEX payee_identities_key_idx ON payee_identities (key_id);
