import styled from "@emotion/styled";
import { radius, space, tones } from "../../../ui/theme.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { inviteText } from "../i18n.ts";
import { linkParts, pointsAtLocalAddress } from "../utils/referral-link.ts";

const Box = styled.div`
  margin-bottom: ${space.md};
  padding: ${space.md};
  border-radius: ${radius.sm};
  background: ${tones.yellow.background};
  color: ${tones.yellow.text};
  border: 1px solid currentColor;
  & > p {
    margin: 0;
  }
  & > p + p {
    margin-top: ${space.xs};
  }
`;

const Host = styled.code`
  overflow-wrap: anywhere;
`;

type LocalLinkWarningProps = { link: string; isAdmin: boolean };

// Members cannot change where links point, so only admins are told; it is a setting of the
// deployment (PUBLIC_APP_URL), which the embedded demo may run without.
export function LocalLinkWarning({ link, isAdmin }: LocalLinkWarningProps) {
  const t = useT(inviteText);
  if (!isAdmin || !pointsAtLocalAddress(link)) return null;
  const { host } = linkParts(link);
  return (
    <Box role="note" aria-label={t("warning.label")}>
      <p>{rich(t("warning.body", { host }), [<strong />, <Host />])}</p>
      <p>{rich(t("warning.fix"), [<code />])}</p>
    </Box>
  );
}
