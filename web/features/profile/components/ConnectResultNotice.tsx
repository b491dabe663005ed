import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useT } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { Button } from "../../../ui/Button.tsx";
import { media, radius, space, tones } from "../../../ui/theme.ts";
import { profileText } from "../i18n.ts";
import { RESULT_MESSAGES, returnedFrom, withoutReturned } from "../utils/connect-result.ts";

// Back from a platform's sign-in: how it went, at the top of the profile where the member lands.
// The outcome is taken out of the address at once, so a reload does not show it again.
const Notice = styled("div", { shouldForwardProp: (prop) => prop !== "ok" })<{ ok: boolean }>(({ ok }) => ({
  display: "grid",
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  borderInlineStart: `4px solid ${tones[ok ? "green" : "red"].text}`,
  background: tones[ok ? "green" : "red"].background,
  color: tones[ok ? "green" : "red"].text,
  "& p": { margin: 0, fontWeight: 600 },
  [media.tablet]: { gridTemplateColumns: "minmax(0, 1fr) auto", alignItems: "center" },
}));

export function ConnectResultNotice() {
  const t = useT(profileText);
  const location = useLocation();
  const navigate = useNavigate();
  const [returned, setReturned] = useState(() => returnedFrom(new URLSearchParams(location.search)));
  useEffect(() => {
    const search = new URLSearchParams(location.search);
    if (returnedFrom(search) !== null) void navigate({ search: withoutReturned(search) }, { replace: true });
  }, [location.search, navigate]);
  if (returned === null) return null;
  const ok = returned.result === "connected";
  return (
    <Notice ok={ok} role={ok ? "status" : "alert"}>
      <p>{t(RESULT_MESSAGES[returned.result], { platform: platformLabel(returned.platform) })}</p>
      <Button variant="ghost" onClick={() => setReturned(null)}>
        {t("connect.dismiss")}
      </Button>
    </Notice>
  );
}
