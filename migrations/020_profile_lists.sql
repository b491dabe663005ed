-- A profile saved without languages or influencer categories stored JSON null for the list,
-- which readers expecting a list failed on. Saves now write [] (server/modules/profile); the rows
-- written before are made the same.
UPDATE profiles
   SET details = details
       || CASE WHEN jsonb_typeof(details -> 'languages') = 'null' THEN '{"languages": []}'::jsonb ELSE '{}'::jsonb END
       || CASE WHEN jsonb_typeof(details -> 'influencerCategories') = 'null' THEN '{"influencerCategories": []}'::jsonb ELSE '{}'::jsonb END
 WHERE jsonb_typeof(details -> 'languages') = 'null' OR jsonb_typeof(details -> 'influencerCategories') = 'null';
