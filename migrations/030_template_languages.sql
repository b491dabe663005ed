-- Share templates speak each of the app's languages: one row per template and language. The
-- English row is the template itself (its type, whether members see it); a language with no row
-- of its own is shared in English. Rows already here are English and stay as they are.
ALTER TABLE message_templates
  ADD COLUMN language text NOT NULL DEFAULT 'en'
    CONSTRAINT message_templates_language_check CHECK (language IN ('en', 'ms', 'zh', 'ta'));
ALTER TABLE message_templates DROP CONSTRAINT message_templates_name_key;
ALTER TABLE message_templates ADD CONSTRAINT message_templates_name_language_key UNIQUE (name, language);

-- Translations of the seeded English texts, with the same placeholders. Each copies its English
-- row's type and switch, so a template an admin has switched off stays off in every language.
INSERT INTO message_templates (name, type, language, content, is_active)
SELECT en.name, en.type, t.language, t.content, en.is_active
  FROM (VALUES
    ('whatsapp_share_template', 'ms',
     E'Hai! Saya {{firstName}} dan saya menjana pendapatan dengan menyiarkan kandungan di Jemput: RM 200 bagi setiap hantaran yang diluluskan, serta bonus apabila rakan yang saya jemput turut membuat hantaran.\n\nSertai pasukan saya melalui pautan saya: {{referralLink}}\n(Kod rujukan: {{referralId}})'),
    ('whatsapp_share_template', 'zh',
     E'你好！我是 {{firstName}}，我在 Jemput 发布内容赚钱：每篇获批的帖子可得 RM 200，我邀请的朋友发帖时我还能获得奖励。\n\n通过我的链接加入我的团队：{{referralLink}}\n（推荐码：{{referralId}}）'),
    ('whatsapp_share_template', 'ta',
     E'வணக்கம்! நான் {{firstName}}. Jemput-இல் உள்ளடக்கம் பதிவிட்டு நான் வருமானம் ஈட்டுகிறேன்: அங்கீகரிக்கப்படும் ஒவ்வொரு பதிவுக்கும் RM 200, நான் அழைக்கும் நண்பர்கள் பதிவிடும்போது கூடுதல் போனஸும் உண்டு.\n\nஎன் இணைப்பின் மூலம் என் குழுவில் சேருங்கள்: {{referralLink}}\n(பரிந்துரைக் குறியீடு: {{referralId}})'),
    ('social_share_default', 'ms',
     E'Pencipta kandungan di Malaysia: dapatkan bayaran RM 200 bagi setiap hantaran yang diluluskan bersama Jemput. Sertai pasukan saya dan mula menjana pendapatan: {{referralLink}} #Jemput #MalaysianCreators'),
    ('social_share_default', 'zh',
     E'马来西亚的创作者们：在 Jemput 每篇获批的帖子可得 RM 200。加入我的团队，开始赚钱：{{referralLink}} #Jemput #MalaysianCreators'),
    ('social_share_default', 'ta',
     E'மலேசிய படைப்பாளர்களே: Jemput-இல் அங்கீகரிக்கப்படும் ஒவ்வொரு பதிவுக்கும் RM 200 பெறுங்கள். என் குழுவில் சேர்ந்து வருமானம் ஈட்டத் தொடங்குங்கள்: {{referralLink}} #Jemput #MalaysianCreators'),
    ('instagram_story_template', 'ms',
     E'Dibayar untuk kandungan saya bersama Jemput ✨ RM 200 bagi setiap hantaran yang diluluskan. Berminat? Gunakan kod saya {{referralId}} semasa mendaftar.'),
    ('instagram_story_template', 'zh',
     E'在 Jemput 发内容也能赚钱 ✨ 每篇获批的帖子 RM 200。想加入吗？注册时请用我的推荐码 {{referralId}}。'),
    ('instagram_story_template', 'ta',
     E'Jemput-இல் என் உள்ளடக்கத்துக்கு வருமானம் பெறுகிறேன் ✨ அங்கீகரிக்கப்படும் ஒவ்வொரு பதிவுக்கும் RM 200. நீங்களும் சேர விருப்பமா? பதிவு செய்யும்போது என் குறியீடு {{referralId}}-ஐப் பயன்படுத்துங்கள்.'),
    ('personal_invite_message', 'ms',
     E'Hai {{name}},\n\nSaya telah menjana pendapatan bersama Jemput, platform yang membayar pencipta kandungan Malaysia RM 200 bagi setiap hantaran kandungan yang diluluskan, dengan pendapatan tambahan daripada pasukan yang anda bina. Saya rasa anda sesuai sekali.\n\nDaftar melalui pautan saya: {{referralLink}}\nKod rujukan saya: {{referralId}}\n\n{{firstName}} {{lastName}}'),
    ('personal_invite_message', 'zh',
     E'{{name}}，你好！\n\n我一直在 Jemput 赚钱。这个平台为马来西亚创作者每篇获批的内容帖子支付 RM 200，你建立的团队还能带来额外收入。我觉得你一定很适合。\n\n通过我的链接注册：{{referralLink}}\n我的推荐码：{{referralId}}\n\n{{firstName}} {{lastName}}'),
    ('personal_invite_message', 'ta',
     E'வணக்கம் {{name}},\n\nநான் Jemput மூலம் வருமானம் ஈட்டி வருகிறேன். அங்கீகரிக்கப்படும் ஒவ்வொரு உள்ளடக்கப் பதிவுக்கும் மலேசிய படைப்பாளர்களுக்கு RM 200 வழங்கும் தளம் இது; நீங்கள் உருவாக்கும் குழுவிலிருந்தும் கூடுதல் வருமானம் கிடைக்கும். நீங்கள் இதில் சிறப்பாகச் செய்வீர்கள் என்று நினைக்கிறேன்.\n\nஎன் இணைப்பின் மூலம் பதிவு செய்யுங்கள்: {{referralLink}}\nஎன் பரிந்துரைக் குறியீடு: {{referralId}}\n\n{{firstName}} {{lastName}}')
  ) AS t (name, language, content)
  JOIN message_templates en ON en.name = t.name AND en.language = 'en'
 ORDER BY en.id, array_position(ARRAY['ms', 'zh', 'ta'], t.language);
