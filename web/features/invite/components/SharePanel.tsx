import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Camera, Check, Copy, Mail, MessageCircle, Send, ThumbsUp } from "lucide-react";
import { Button, buttonStyles } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, media, radius, space } from "../../../ui/theme.ts";
import { messageTemplatesQueryOptions } from "../api/message-templates.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useLanguage, useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";
import { shareMessages, shareUrls, type Inviter } from "../utils/share-messages.ts";

// Narrow side padding keeps "Copy Message" on one line in a phone's two columns; a longer
// label (Tamil's) wraps between its words inside the button rather than running out of it.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  & > button,
  & > a {
    gap: 0.375rem;
    padding-inline: ${space.sm};
    line-height: 1.2;
    text-align: center;
  }
  & svg {
    flex: none;
  }
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Preview = styled.blockquote`
  margin: 0;
  padding: ${space.md};
  border-left: 4px solid ${colors.brand};
  border-radius: ${radius.sm};
  background: ${colors.background};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const PreviewTitle = styled.h3`
  margin: 0 0 ${space.sm};
  font-size: 1rem;
`;

const Note = styled.p`
  color: ${colors.textMuted};
  font-size: 0.9375rem;
`;

// Share pages open in a small window of their own (600x400), leaving this screen in place.
function openShareWindow(url: string) {
  window.open(url, "_blank", "width=600,height=400,noopener");
}

type SharePanelProps = {
  inviter: Inviter;
  link: string;
  copiedKey: string | null;
  copy: (key: string, text: string, itemName: string) => void;
};

export function SharePanel({ inviter, link, copiedKey, copy }: SharePanelProps) {
  // The texts in the language the screen speaks, so a member reading Malay shares Malay.
  const language = useLanguage();
  const templates = useQuery(messageTemplatesQueryOptions(language));
  const t = useT(inviteText);
  // Until the templates arrive (or if they fail) the built-in texts of the same language are shared.
  const messages = shareMessages(templates.data ?? [], inviter, link, language);
  const hidden = [<VisuallyHidden />];

  return (
    <Card title={t("share.title")}>
      <Grid>
        <Button
          variant="secondary"
          onClick={() => openShareWindow(shareUrls.whatsapp(messages.whatsapp_share_template))}
        >
          <MessageCircle size={16} aria-hidden="true" />
          {rich(t("share.whatsapp"), hidden)}
        </Button>
        <Button variant="secondary" onClick={() => openShareWindow(shareUrls.facebook(link))}>
          <ThumbsUp size={16} aria-hidden="true" />
          {rich(t("share.facebook"), hidden)}
        </Button>
        <Button
          variant="secondary"
          onClick={() => copy("instagram", messages.instagram_story_template, t("share.instagramItem"))}
        >
          {copiedKey === "instagram" ? (
            <>
              <Check size={16} aria-hidden="true" />
              {rich(t("share.instagramCopied"), hidden)}
            </>
          ) : (
            <>
              <Camera size={16} aria-hidden="true" />
              {rich(t("share.instagram"), hidden)}
            </>
          )}
        </Button>
        <Button variant="secondary" onClick={() => openShareWindow(shareUrls.twitter(messages.social_share_default))}>
          <Send size={16} aria-hidden="true" />
          {rich(t("share.twitter"), hidden)}
        </Button>
        <a
          css={buttonStyles("secondary")}
          href={shareUrls.email(t("share.emailSubject"), messages.personal_invite_message)}
        >
          <Mail size={16} aria-hidden="true" />
          {rich(t("share.email"), hidden)}
        </a>
        <Button
          variant="secondary"
          onClick={() => copy("message", messages.social_share_default, t("share.messageItem"))}
        >
          {copiedKey === "message" ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copiedKey === "message" ? t("share.copied") : t("share.copyMessage")}
        </Button>
      </Grid>
      <Note>{t("share.note")}</Note>
      <div>
        <PreviewTitle>{t("share.preview")}</PreviewTitle>
        <Preview>{messages.social_share_default}</Preview>
      </div>
    </Card>
  );
}
