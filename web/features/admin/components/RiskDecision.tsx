import styled from "@emotion/styled";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import type { RiskFlag, RiskMember } from "../api/risk.ts";
import { colors, radius, space } from "../../../ui/theme.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";
import { confirmationSummary, riskMemberName } from "../utils/risk-format.ts";

const Box = styled.div`
  display: grid;
  gap: ${space.xs};
  padding: ${space.sm} ${space.md};
  border-left: 3px solid ${colors.border};
  border-radius: ${radius.sm};
  background: ${colors.background};
  font-size: 0.9375rem;
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

type RiskDecisionProps = { decision: NonNullable<RiskFlag["decision"]>; members: ReadonlyArray<RiskMember> };

// What was decided, by whom and why: the record another admin reads before asking again.
export function RiskDecision({ decision, members }: RiskDecisionProps) {
  const t = useT(operationsText);
  const byId = new Map(members.map((member) => [member.memberId, member]));
  const suspended = decision.suspendedMemberIds.map((id) => {
    const member = byId.get(id);
    return `${member ? riskMemberName(member) : t("decision.member")} (#${id})`;
  });
  return (
    <Box>
      <p>
        {rich(
          t("decision.by", {
            status: t(`status.${decision.status}`),
            admin: decision.adminName ?? t("decision.admin", { id: String(decision.adminId) }),
            time: auditTime(decision.at),
          }),
          [<strong />, <time dateTime={decision.at} />],
        )}
      </p>
      <p>{t("common.reason", { reason: decision.reason })}</p>
      {decision.status === "confirmed" ? (
        <>
          <p>{confirmationSummary(decision)}</p>
          {suspended.length > 0 ? (
            <Muted>{t("decision.suspended", { members: suspended.join(t("signal.separator")) })}</Muted>
          ) : null}
        </>
      ) : null}
    </Box>
  );
}
