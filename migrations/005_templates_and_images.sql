-- The four share templates members use on /invite, present from the first start.
INSERT INTO message_templates (name, type, content) VALUES
  ('whatsapp_share_template', 'whatsapp',
   E'Hi! I''m {{firstName}} and I earn from posting content with Jemput: RM 200 for every approved post, plus a bonus when friends I invite post too.\n\nJoin my team with my link: {{referralLink}}\n(Referral code: {{referralId}})'),
  ('social_share_default', 'social',
   E'Creators in Malaysia: get paid RM 200 for every approved post with Jemput. Join my team and start earning: {{referralLink}} #Jemput #MalaysianCreators'),
  ('instagram_story_template', 'instagram',
   E'Getting paid for my content with Jemput ✨ RM 200 per approved post. Want in? Use my code {{referralId}} when you sign up.'),
  ('personal_invite_message', 'personal',
   E'Hi {{name}},\n\nI''ve been earning with Jemput, a platform that pays Malaysian creators RM 200 for every approved content post, with extra income from the team you build. I think you''d be great at it.\n\nSign up with my link: {{referralLink}}\nMy referral code: {{referralId}}\n\n{{firstName}} {{lastName}}');

-- Brand images admins upload for members to share.
CREATE TABLE images (
  id             serial PRIMARY KEY,
  filename       text NOT NULL UNIQUE,
  original_name  text NOT NULL,
  description    text NOT NULL DEFAULT '',
  content_type   text NOT NULL,
  size_bytes     integer NOT NULL,
  uploaded_by    integer,
  created_at     timestamptz NOT NULL DEFAULT now()
);
