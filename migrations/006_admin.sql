-- The admin panel's reads: member search at 100,000 members, the review queue, income sums
-- and the audit list, each an index lookup or a bounded scan.

-- Who last edited a share template (template edits are not money-and-team facts, so no event).
ALTER TABLE message_templates ADD COLUMN updated_by integer;

-- Member search lists the newest members first (highest member id, so the primary keys give the
-- order); join-date ranges have their own index, and the filters on profile details (state,
-- gender, marital status, languages, categories) are containment on one GIN index.
CREATE INDEX members_joined_idx ON members (joined_at);
CREATE INDEX profiles_details_idx ON profiles USING gin (details jsonb_path_ops);

-- Substring search ("tan" finds Tan, Stanley and tan@...) scans one lower-cased text per member
-- instead of four columns with ILIKE; likewise the social media profile names.
ALTER TABLE profiles
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || email || ' ' || phone_number)) STORED,
  ADD COLUMN social_names text GENERATED ALWAYS AS (lower(
    coalesce(details #>> '{socialMediaLinks,instagram,profileName}', '') || E'\n' ||
    coalesce(details #>> '{socialMediaLinks,tiktok,profileName}', '') || E'\n' ||
    coalesce(details #>> '{socialMediaLinks,youtube,profileName}', '') || E'\n' ||
    coalesce(details #>> '{socialMediaLinks,facebook,profileName}', '') || E'\n' ||
    coalesce(details #>> '{socialMediaLinks,twitter,profileName}', ''))) STORED;

-- Follower ranges per platform. The search repeats each expression word for word.
CREATE INDEX profiles_instagram_followers_idx ON profiles ((CASE WHEN jsonb_typeof(details #> '{socialMediaLinks,instagram,followers}') = 'number' THEN (details #>> '{socialMediaLinks,instagram,followers}')::numeric END));
CREATE INDEX profiles_tiktok_followers_idx ON profiles ((CASE WHEN jsonb_typeof(details #> '{socialMediaLinks,tiktok,followers}') = 'number' THEN (details #>> '{socialMediaLinks,tiktok,followers}')::numeric END));
CREATE INDEX profiles_youtube_followers_idx ON profiles ((CASE WHEN jsonb_typeof(details #> '{socialMediaLinks,youtube,followers}') = 'number' THEN (details #>> '{socialMediaLinks,youtube,followers}')::numeric END));
CREATE INDEX profiles_facebook_followers_idx ON profiles ((CASE WHEN jsonb_typeof(details #> '{socialMediaLinks,facebook,followers}') = 'number' THEN (details #>> '{socialMediaLinks,facebook,followers}')::numeric END));
CREATE INDEX profiles_twitter_followers_idx ON profiles ((CASE WHEN jsonb_typeof(details #> '{socialMediaLinks,twitter,followers}') = 'number' THEN (details #>> '{socialMediaLinks,twitter,followers}')::numeric END));

-- Income-range filters and the month's payout total.
CREATE INDEX monthly_income_period_total_idx ON monthly_income (period, total_sen, member_id);

-- The audit list: admin decisions made by a signed-in admin (seeded and CLI events carry the
-- actor "cli" and stay out), newest first. The query repeats this predicate word for word.
CREATE INDEX events_admin_actions_idx ON events (position DESC)
  WHERE type IN ('PostApproved', 'PostRejected', 'PayoutMonthClosed', 'PayoutPaid', 'AdminGranted', 'AdminRevoked')
    AND jsonb_typeof(metadata -> 'actor') = 'number';
