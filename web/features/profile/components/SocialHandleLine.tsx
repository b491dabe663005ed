import styled from "@emotion/styled";
import { shownHandle } from "../../../../domain/social-handle.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { Button } from "../../../ui/Button.tsx";
import { VisuallyHidden } from "../../../ui/Loading.tsx";
import { colors, fontSize, media, space } from "../../../ui/theme.ts";
import type { SocialHandle } from "../api/handles.ts";
import type { SocialPlatform } from "../api/profile.ts";
import { profileText } from "../i18n.ts";

// Under a platform's fields: the handle its saved link claims, whether the member proved it by
// signing in there, and Connect where that platform's sign-in is set up and it is not proven yet.
const Line = styled.div`
  display: grid;
  gap: ${space.xs} ${space.sm};
  margin-top: ${space.sm};
  padding-top: ${space.sm};
  border-top: 1px dashed ${colors.border};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Claim = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${colors.textMuted};
  font-size: ${fontSize.caption};
`;

type SocialHandleLineProps = {
  platform: SocialPlatform;
  handle: SocialHandle | undefined;
  connectable: boolean;
  connecting: boolean;
  onConnect: () => void;
};

export function SocialHandleLine({ platform, handle, connectable, connecting, onConnect }: SocialHandleLineProps) {
  const t = useT(profileText);
  const name = platformLabel(platform);
  if (!handle && !connectable) return null;
  return (
    <Line>
      <Claim>
        {handle ? (
          <>
            <span>
              {t("handle.label")}: <strong>{shownHandle(platform, handle.handle)}</strong>
            </span>
            <Badge tone={handle.verified ? "green" : "neutral"}>
              {t(handle.verified ? "handle.verified" : "handle.claimed")}
            </Badge>
            {handle.verified ? (
              <Note>{t("handle.verifiedNote", { platform: name })}</Note>
            ) : connectable ? (
              <Note>{t("handle.claimedNote")}</Note>
            ) : null}
          </>
        ) : (
          <Note>{t("handle.none")}</Note>
        )}
      </Claim>
      {connectable && !handle?.verified ? (
        <Button variant="secondary" disabled={connecting} onClick={onConnect}>
          {connecting
            ? t("handle.connecting", { platform: name })
            : rich(t("handle.connect", { platform: name }), [<VisuallyHidden />])}
        </Button>
      ) : null}
    </Line>
  );
}
