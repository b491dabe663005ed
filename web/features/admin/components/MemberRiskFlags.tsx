import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import type { RiskFlagStatus } from "../../../../domain/contract/risk.ts";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { DetailSection } from "../../team/components/MemberDetailSection.tsx";
import { riskFlagsQueryOptions } from "../api/risk.ts";
import { adminText, type AdminKey } from "../i18n.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";
import { evidenceSummary } from "../utils/risk-evidence.ts";
import { RISK_STATUS, ruleTitle } from "../utils/risk-format.ts";

const STATUS_WORDS: Record<RiskFlagStatus, AdminKey> = {
  open: "flags.open",
  cleared: "flags.cleared",
  confirmed: "flags.confirmed",
};

// Set apart from the member's fields above it, which are a list and not a section of their own.
const Spaced = styled.div`
  margin-top: ${space.md};
`;

const List = styled.ul`
  display: grid;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.xs} ${space.sm};
  font-weight: 600;
`;

const Muted = styled.p`
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

// Every flag that names the member, open or decided: a reviewer looking at one member sees
// whether the fraud rules have found anything on them before.
export function MemberRiskFlags({ memberId }: { memberId: number }) {
  const t = useT(adminText);
  // The rule's name and the evidence come from the Risk tab's catalog: loaded before they are read.
  useT(operationsText);
  const flags = useQuery(riskFlagsQueryOptions("all", memberId));
  return (
    <Spaced>
      <DetailSection title={t("flags.title")}>
        {flags.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={1} height="3rem" />
          </div>
        ) : flags.isError ? (
          <FetchError message={t("flags.fetchError")} onRetry={() => void flags.refetch()} />
        ) : flags.data.length === 0 ? (
          <Muted>{t("flags.none")}</Muted>
        ) : (
          <List aria-label={t("flags.title")}>
            {flags.data.map((flag) => (
              <li key={flag.flagId}>
                <Heading>
                  <span>{ruleTitle(flag)}</span>
                  <Badge tone={RISK_STATUS[flag.status].tone}>{t(STATUS_WORDS[flag.status])}</Badge>
                </Heading>
                <p>{evidenceSummary(flag.evidence.summary)}</p>
                <Muted>
                  {rich(t("flags.raised", { time: auditTime(flag.raisedAt) }), [<time dateTime={flag.raisedAt} />])}
                  {flag.decision ? ` · ${flag.decision.reason}` : ""}
                </Muted>
              </li>
            ))}
          </List>
        )}
      </DetailSection>
    </Spaced>
  );
}
