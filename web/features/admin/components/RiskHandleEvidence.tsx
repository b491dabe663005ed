import styled from "@emotion/styled";
import { shownHandle } from "../../../../domain/social-handle.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { platformLabel } from "../../../lib/platforms.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { colors, radius, space, type Tone } from "../../../ui/theme.ts";
import type { RiskFlagItem } from "../api/risk.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";
import { riskMemberName } from "../utils/risk-format.ts";

// What a reviewer checks a handle flag against (decision 55), as it is now: who claims the
// shared handle and who proved it by signing in there; or each post the mismatch names, the
// author the platform gives beside the member's handle.
const Section = styled.section`
  display: grid;
  gap: ${space.xs};
  & h4 {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  padding: ${space.xs} ${space.sm};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  font-size: 0.875rem;
  min-width: 0;
  overflow-wrap: anywhere;
  & a {
    color: ${colors.brandText};
  }
`;

const Muted = styled.span`
  color: ${colors.textMuted};
`;

const STATUS_TONE: Readonly<Record<string, Tone>> = {
  matches: "green",
  mismatch: "red",
  missing: "orange",
  unverifiable: "neutral",
  pending: "neutral",
};

export function RiskHandleEvidence({ flag }: { flag: RiskFlagItem }) {
  const t = useT(operationsText);
  const nameOf = (memberId: number) => {
    const member = flag.members.find((m) => m.memberId === memberId);
    return `${member ? riskMemberName(member) : t("common.formerMember")} (#${memberId})`;
  };
  return (
    <>
      {flag.handles.length > 0 ? (
        <Section>
          <h4>{t("handle.claims")}</h4>
          <List>
            {flag.handles.map((claim) => (
              <Row key={`${claim.memberId}-${claim.platform}`}>
                <strong>{nameOf(claim.memberId)}</strong>
                <span>
                  {shownHandle(claim.platform, claim.handle)} · {platformLabel(claim.platform)}
                </span>
                <Badge tone={claim.verified ? "green" : "neutral"}>
                  {t(claim.verified ? "handle.verified" : "handle.claimed")}
                </Badge>
                <Muted>
                  {rich(t("handle.claimedAt", { time: auditTime(claim.claimedAt) }), [
                    <time dateTime={claim.claimedAt} />,
                  ])}
                </Muted>
              </Row>
            ))}
          </List>
        </Section>
      ) : null}
      {flag.evidencePosts.length > 0 ? (
        <Section>
          <h4>{t("handle.posts")}</h4>
          <List>
            {flag.evidencePosts.map((post) => {
              const { evidence } = post;
              return (
                <Row key={post.postId}>
                  {post.url ? (
                    <a href={post.url} target="_blank" rel="noopener noreferrer">
                      {post.url}
                    </a>
                  ) : (
                    <Muted>{t("handle.erased")}</Muted>
                  )}
                  <Badge tone={STATUS_TONE[evidence.status] ?? "neutral"}>
                    {t(`handle.status.${evidence.status}`)}
                  </Badge>
                  <span>
                    {evidence.authorHandle
                      ? t("handle.author", { author: shownHandle(post.platform, evidence.authorHandle) })
                      : t("handle.unknownAuthor")}
                  </span>
                  <span>
                    {evidence.memberHandle
                      ? t(evidence.memberHandleVerified ? "handle.memberVerified" : "handle.memberClaimed", {
                          handle: shownHandle(post.platform, evidence.memberHandle),
                        })
                      : t("handle.memberNone")}
                  </span>
                </Row>
              );
            })}
          </List>
        </Section>
      ) : null}
    </>
  );
}
