-- A post link can be paid only once (decision 14). A post's link is held by its canonical form
-- (domain/post-link.ts): `canonical_link`, and `link_holder` says whether the post holds it. One
-- holder per key among posts not rejected, enforced by the index, so two submissions of one
-- link at the same moment cannot both be accepted. A rejected post frees its link.
ALTER TABLE posts ADD COLUMN canonical_link text, ADD COLUMN link_holder boolean NOT NULL DEFAULT true;

-- Posts from before keys get one here, in SQL: the same rules as domain/post-link.ts for the
-- platforms' ids and the cleaning, though it neither re-encodes percent escapes nor resolves
-- dot segments as a browser's URL parser does. The key is written into each PostSubmitted event
-- too, so a rebuild holds every old post by the key given here and agrees with the table.
CREATE FUNCTION post_link_key_015(link text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  host text;
  path text;
  q text;
  seg text[];
  n integer;
  platform text;
  id text;
  kept text;
BEGIN
  link := btrim(link);
  IF link = '' THEN RETURN NULL; END IF;
  m := regexp_match(link, '^https?://(?:[^@/?#]*@)?([^/?#:]+)(?::(\d*))?([^?#]*)(?:\?([^#]*))?', 'i');
  IF m IS NULL THEN RETURN link; END IF;
  host := regexp_replace(lower(m[1]), '\.+$', '');
  WHILE host ~ '^(www[0-9]*|m|mobile)\..+\..+$' LOOP
    host := regexp_replace(host, '^(www[0-9]*|m|mobile)\.', '');
  END LOOP;
  path := coalesce(m[3], '');
  q := coalesce(m[4], '');
  seg := ARRAY(SELECT s FROM unnest(string_to_array(path, '/')) WITH ORDINALITY AS t(s, i) WHERE s <> '' ORDER BY i);
  n := coalesce(array_length(seg, 1), 0);
  platform := CASE
    WHEN host ~ '(^|\.)(instagram\.com|instagr\.am)$' THEN 'instagram'
    WHEN host ~ '(^|\.)tiktok\.com$' THEN 'tiktok'
    WHEN host ~ '(^|\.)(youtube\.com|youtu\.be|youtube-nocookie\.com)$' THEN 'youtube'
    WHEN host ~ '(^|\.)(facebook\.com|fb\.com|fb\.watch|fb\.me)$' THEN 'facebook'
    WHEN host ~ '(^|\.)(twitter\.com|x\.com)$' THEN 'twitter'
  END;
  IF platform = 'instagram' THEN
    id := (SELECT seg[i + 1] FROM generate_series(1, least(2, n - 1)) i WHERE seg[i] IN ('p', 'reel', 'reels', 'tv') ORDER BY i LIMIT 1);
  ELSIF platform = 'tiktok' AND host !~ '(^|\.)(vm|vt)\.tiktok\.com$' THEN
    id := (SELECT regexp_replace(seg[i + 1], '\.html$', '') FROM generate_series(1, n - 1) i WHERE seg[i] IN ('video', 'photo', 'v') ORDER BY i LIMIT 1);
    IF id !~ '^\d+$' THEN id := NULL; END IF;
    IF id IS NULL AND seg[1] = 'embed' AND seg[n] ~ '^\d+$' THEN id := seg[n]; END IF;
  ELSIF platform = 'youtube' THEN
    id := CASE
      WHEN host = 'youtu.be' THEN seg[1]
      WHEN n = 0 OR seg[1] = 'watch' THEN substring('&' || q FROM '&v=([^&]*)')
      WHEN seg[1] IN ('shorts', 'live', 'embed', 'v', 'e') THEN seg[2]
    END;
  ELSIF platform = 'facebook' THEN
    id := CASE
      WHEN host = 'fb.watch' THEN seg[1]
      WHEN seg[1] = 'watch' THEN substring('&' || q FROM '&v=([^&]*)')
      WHEN seg[1] IN ('story.php', 'permalink.php') THEN substring('&' || q FROM '&story_fbid=([^&]*)')
      WHEN seg[1] IN ('photo.php', 'photo') THEN substring('&' || q FROM '&fbid=([^&]*)')
      WHEN seg[1] = 'reel' THEN seg[2]
      WHEN array_position(seg, 'videos') > 1 THEN coalesce(
        (SELECT seg[i] FROM generate_series(array_position(seg, 'videos') + 1, n) i WHERE seg[i] ~ '^\d+$' ORDER BY i LIMIT 1),
        seg[array_position(seg, 'videos') + 1])
      ELSE (SELECT seg[i + 1] FROM generate_series(2, n - 1) i WHERE seg[i] IN ('posts', 'permalink') ORDER BY i LIMIT 1)
    END;
  ELSIF platform = 'twitter' THEN
    id := (SELECT seg[i + 1] FROM generate_series(1, n - 1) i WHERE seg[i] IN ('status', 'statuses') ORDER BY i LIMIT 1);
    IF id !~ '^\d+$' THEN id := NULL; END IF;
  END IF;
  IF id ~ '^[A-Za-z0-9_-]+$' THEN RETURN platform || ':' || id; END IF;
  -- Tracking parameters go (share tokens too on the platforms' sites); the rest is sorted by name.
  SELECT string_agg(CASE WHEN strpos(p, '=') = 0 THEN p || '=' ELSE p END, '&' ORDER BY split_part(p, '=', 1) COLLATE "C", i)
    INTO kept
    FROM unnest(string_to_array(q, '&')) WITH ORDINALITY AS t(p, i)
   WHERE p <> ''
     AND lower(split_part(p, '=', 1)) !~ '^utm_'
     AND lower(split_part(p, '=', 1)) NOT IN ('fbclid', 'gclid', 'dclid', 'msclkid', 'igshid', 'igsh', 'mibextid', 'ref', 'ref_src', 'ref_url')
     AND (platform IS NULL OR lower(split_part(p, '=', 1)) NOT IN
          ('si', 'feature', 's', 't', 'pp', '_r', '_t', 'is_from_webapp', 'sender_device', 'share_app_id', 'rdid', 'sfnsn', 'app'));
  RETURN 'https://' || host || CASE WHEN coalesce(m[2], '') IN ('', '80', '443') THEN '' ELSE ':' || m[2] END
    || regexp_replace(path, '/+$', '') || CASE WHEN kept IS NULL THEN '' ELSE '?' || kept END;
END
$$;

UPDATE events SET data = data || jsonb_build_object('canonicalLink', post_link_key_015(data ->> 'url'))
 WHERE type = 'PostSubmitted' AND NOT (data ? 'canonicalLink') AND btrim(data ->> 'url') <> '';
UPDATE posts SET canonical_link = post_link_key_015(url) WHERE btrim(url) <> '';
DROP FUNCTION post_link_key_015(text);

-- Links submitted more than once before now: the posts table's rule (a post holds its link unless
-- a holder was pending or approved when it was submitted) played over those keys' submissions
-- and rejections in log order, as a rebuild plays it. The later duplicates stay, unpaid or paid
-- as they were, with link_holder false: outside the index, but still what a lookup finds, so
-- their link stays taken while any of them is not rejected.
CREATE TEMPORARY TABLE link_holders (canonical_link text PRIMARY KEY, post_id text NOT NULL, open boolean NOT NULL) ON COMMIT DROP;
DO $$
DECLARE
  step record;
BEGIN
  FOR step IN
    SELECT e.type, p.post_id, p.canonical_link
      FROM events e JOIN posts p ON p.post_id = e.data ->> 'postId'
     WHERE e.type IN ('PostSubmitted', 'PostRejected')
       AND p.canonical_link IN (SELECT canonical_link FROM posts WHERE canonical_link IS NOT NULL GROUP BY 1 HAVING count(*) > 1)
     ORDER BY e.position
  LOOP
    IF step.type = 'PostRejected' THEN
      UPDATE link_holders SET open = false WHERE post_id = step.post_id;
    ELSIF EXISTS (SELECT 1 FROM link_holders WHERE canonical_link = step.canonical_link AND open) THEN
      UPDATE posts SET link_holder = false WHERE post_id = step.post_id;
    ELSE
      INSERT INTO link_holders VALUES (step.canonical_link, step.post_id, true)
        ON CONFLICT (canonical_link) DO UPDATE SET post_id = EXCLUDED.post_id, open = true;
    END IF;
  END LOOP;
END
$$;

-- (link_holder OR NULL) is true for a holder and null otherwise: holders of one key collide, the
-- duplicates kept from before never do. A submission's lookup reads the same index by key.
CREATE UNIQUE INDEX posts_canonical_link_idx ON posts (canonical_link, (link_holder OR NULL)) WHERE status <> 'rejected';
