-- The admin member search reads one narrow table: a row per member with a profile, holding the
-- filters that keep most of the table (state, team size, this month's income ...) as plain
-- columns, so a page of newest members is found by walking one index and reading short rows,
-- and the planner sees real statistics for each filter. Profile details that few searches use
-- (languages, categories, social media, the text search) stay in profiles, read per candidate.
--
-- It is a denormalisation of members, monthly_income and profiles, kept by the triggers below
-- in the transaction that changes any of them: whichever code writes those tables (a
-- registration, an approval, a profile save, an erasure, an income recompute) keeps it right.
-- Seeds and rebuilds switch the triggers off while they rewrite those tables, then fill the
-- table in bulk (a new world) or rewrite only the rows that differ (a rebuild); see
-- server/modules/projections/member-search.ts. `jemput rebuild` checksums it with the projections.
CREATE TABLE member_search (
  member_id        integer     PRIMARY KEY,
  joined_at        timestamptz NOT NULL,
  is_admin         boolean     NOT NULL,
  direct_recruits  integer     NOT NULL,
  team_size        integer     NOT NULL,
  -- The latest month in which the member earned, and that month's total. A search for month P
  -- reads it only when it is P: an earlier month means nothing earned in P yet, so a new month
  -- needs no rewrite of any row, and a row never holds a month before the one it shows.
  income_period    integer,
  income_sen       bigint      NOT NULL DEFAULT 0,
  state            text        COLLATE "C",
  gender           text        COLLATE "C",
  marital_status   text        COLLATE "C"
) WITH (fillfactor = 90);
-- fillfactor: an approval rewrites three rows' income, which no index holds, so the new row
-- version can stay on its page (a HOT update) and no index is touched.

-- Sorts (a column and member id, walked from the cursor on) and the filters worth an index:
-- leaders and admins are few among the newest members, so they get their own newest-first
-- lists; a state, gender or marital status can be rare or absent.
CREATE INDEX member_search_joined_idx ON member_search (joined_at, member_id);
CREATE INDEX member_search_team_idx ON member_search (team_size, member_id);
CREATE INDEX member_search_direct_idx ON member_search (direct_recruits, member_id);
CREATE INDEX member_search_leaders_idx ON member_search (member_id) WHERE team_size > 0;
CREATE INDEX member_search_admins_idx ON member_search (member_id) WHERE is_admin;
CREATE INDEX member_search_state_idx ON member_search (state, member_id);
CREATE INDEX member_search_gender_idx ON member_search (gender, member_id);
CREATE INDEX member_search_marital_idx ON member_search (marital_status, member_id);

-- Sort keys of the columns that live in profiles, as the table shows them (lower case, byte
-- order): the name, and the location ("city, state", either alone, or nothing). Plain SQL
-- functions, inlined wherever they are used, so a query matches the index expression.
CREATE FUNCTION member_name_key(first_name text, last_name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(btrim(first_name || ' ' || last_name)) $$;
CREATE FUNCTION member_location_key(details jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(CASE WHEN coalesce(btrim(details ->> 'city'), '') <> '' AND coalesce(btrim(details ->> 'state'), '') <> ''
                          THEN btrim(details ->> 'city') || ', ' || btrim(details ->> 'state')
                          ELSE coalesce(nullif(btrim(details ->> 'city'), ''), nullif(btrim(details ->> 'state'), ''), '') END) $$;
CREATE INDEX profiles_name_sort_idx ON profiles ((member_name_key(first_name, last_name) COLLATE "C"), member_id);
CREATE INDEX profiles_location_sort_idx ON profiles ((member_location_key(details) COLLATE "C"), member_id);

-- What each row must hold, computed from the tables it comes from: the triggers write from it,
-- and the tests compare the table with it. A member without a profile (erased) has no row.
CREATE VIEW member_search_source AS
  SELECT m.member_id, m.joined_at, m.is_admin, m.direct_recruits, m.team_size,
         i.period AS income_period, coalesce(i.total_sen, 0)::bigint AS income_sen,
         (p.details ->> 'state') COLLATE "C" AS state, (p.details ->> 'gender') COLLATE "C" AS gender,
         (p.details ->> 'maritalStatus') COLLATE "C" AS marital_status
    FROM members m
    JOIN profiles p USING (member_id)
    LEFT JOIN LATERAL (SELECT period, total_sen FROM monthly_income WHERE member_id = m.member_id
                        ORDER BY period DESC LIMIT 1) i ON true;

-- A new member or profile (the row appears once both exist), a changed team, admin flag or
-- profile detail, and a removal (an erasure deletes the profile).
CREATE FUNCTION member_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM member_search WHERE member_id = OLD.member_id;
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'members' THEN
    UPDATE member_search SET joined_at = NEW.joined_at, is_admin = NEW.is_admin,
           direct_recruits = NEW.direct_recruits, team_size = NEW.team_size
     WHERE member_id = NEW.member_id;
  ELSE
    INSERT INTO member_search SELECT * FROM member_search_source WHERE member_id = NEW.member_id
    ON CONFLICT (member_id) DO UPDATE SET
      joined_at = EXCLUDED.joined_at, is_admin = EXCLUDED.is_admin, direct_recruits = EXCLUDED.direct_recruits,
      team_size = EXCLUDED.team_size, income_period = EXCLUDED.income_period, income_sen = EXCLUDED.income_sen,
      state = EXCLUDED.state, gender = EXCLUDED.gender, marital_status = EXCLUDED.marital_status;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER member_search_members AFTER INSERT OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION member_search_sync();
CREATE TRIGGER member_search_members_update AFTER UPDATE ON members
  FOR EACH ROW WHEN ((OLD.joined_at, OLD.is_admin, OLD.direct_recruits, OLD.level2_count)
                     IS DISTINCT FROM (NEW.joined_at, NEW.is_admin, NEW.direct_recruits, NEW.level2_count))
  EXECUTE FUNCTION member_search_sync();
CREATE TRIGGER member_search_profiles AFTER INSERT OR DELETE ON profiles
  FOR EACH ROW EXECUTE FUNCTION member_search_sync();
CREATE TRIGGER member_search_profiles_update AFTER UPDATE OF details ON profiles
  FOR EACH ROW WHEN ((OLD.details ->> 'state', OLD.details ->> 'gender', OLD.details ->> 'maritalStatus')
                     IS DISTINCT FROM (NEW.details ->> 'state', NEW.details ->> 'gender', NEW.details ->> 'maritalStatus'))
  EXECUTE FUNCTION member_search_sync();

-- Income: a credit in the latest month (or a later one) sets the row's month and total; a
-- credit to an earlier month (an approval that committed just after the month turned) leaves
-- it. Deleted income rows (`jemput income recompute`) fall back to the latest month left.
CREATE FUNCTION member_search_income() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE member_search s SET income_period = l.period, income_sen = coalesce(l.total_sen, 0)
      FROM (SELECT OLD.member_id AS member_id) k
      LEFT JOIN LATERAL (SELECT period, total_sen FROM monthly_income i WHERE i.member_id = k.member_id
                          ORDER BY period DESC LIMIT 1) l ON true
     WHERE s.member_id = k.member_id;
    RETURN NULL;
  END IF;
  UPDATE member_search SET income_period = NEW.period, income_sen = NEW.total_sen
   WHERE member_id = NEW.member_id AND (income_period IS NULL OR income_period <= NEW.period);
  RETURN NULL;
END $$;

CREATE TRIGGER member_search_income AFTER INSERT OR UPDATE OR DELETE ON monthly_income
  FOR EACH ROW EXECUTE FUNCTION member_search_income();

-- The rows of an existing database, latest income by a hash join rather than a probe per member.
INSERT INTO member_search
SELECT m.member_id, m.joined_at, m.is_admin, m.direct_recruits, m.team_size, i.period, coalesce(i.total_sen, 0),
       p.details ->> 'state', p.details ->> 'gender', p.details ->> 'maritalStatus'
  FROM members m
  JOIN profiles p USING (member_id)
  LEFT JOIN (SELECT DISTINCT ON (member_id) member_id, period, total_sen FROM monthly_income ORDER BY member_id, period DESC) i USING (member_id);
ANALYZE member_search;
