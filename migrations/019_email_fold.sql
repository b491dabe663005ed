-- Emails are matched on a key made by the server (domain/email.ts: NFKC, trimmed, case-folded),
-- never on lower() here: PostgreSQL's lower() and JavaScript's toLowerCase disagree on letters
-- such as the dotted capital I, so a limit counted under one spelling let a login find the
-- account under another. The key is written with each new profile; this fills it for the
-- profiles already there. The email itself stays as it was given, for showing and mailing.
ALTER TABLE profiles ADD COLUMN email_key text;

-- Every stored email was trimmed and lowered by the server before it was kept. For one of plain
-- ASCII (all of them, in practice) the key is the email with A-Z lowered, which translate()
-- does the same whatever the database's locale. For any other, the same steps the server takes,
-- as near as SQL comes: compatibility normalisation, lowering, ß as "ss", dotless ı as i, and
-- no combining dot above an i or j (what lowering İ leaves behind).
UPDATE profiles
   SET email_key = CASE
     WHEN email ~ '^[ -~]*$' THEN translate(btrim(email), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')
     ELSE normalize(
       regexp_replace(
         normalize(
           translate(
             replace(lower(translate(normalize(btrim(email), NFKC), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')), U&'\00DF', 'ss'),
             U&'\0131', 'i'),
           NFD),
         '([ij][\u0300-\u036f]*)\u0307', '\1', 'g'),
       NFKC)
   END;

-- Two members whose emails now fold to one key (one of them registered a look-alike of the
-- other's address) cannot both keep it, and which one should is a person's decision: the
-- migration stops and names them rather than choose.
DO $$
DECLARE
  clash text;
BEGIN
  SELECT string_agg(format('%s (members %s)', email_key, ids), '; ')
    INTO clash
    FROM (SELECT email_key, string_agg(member_id::text, ', ' ORDER BY member_id) AS ids
            FROM profiles GROUP BY email_key HAVING count(*) > 1) AS twins;
  IF clash IS NOT NULL THEN
    RAISE EXCEPTION 'emails that differ only in case or spelling belong to more than one member: %', clash
      USING HINT = 'Change all but one of each group''s email (profiles.email), then start again.';
  END IF;
END $$;

ALTER TABLE profiles ALTER COLUMN email_key SET NOT NULL;
CREATE UNIQUE INDEX profiles_email_key_idx ON profiles (email_key);
