import styled from "@emotion/styled";
import type { RiskFlag, RiskMember } from "../api/risk.ts";
import { colors, radius, space } from "../../../ui/theme.ts";
import { auditTime } from "../utils/audit.ts";
import { confirmationSummary, RISK_STATUS, riskMemberName } from "../utils/risk-format.ts";

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
  const byId = new Map(members.map((member) => [member.memberId, member]));
  const suspended = decision.suspendedMemberIds.map((id) => {
    const member = byId.get(id);
    return `${member ? riskMemberName(member) : "Member"} (#${id})`;
  });
  return (
    <Box>
      <p>
        <strong>{RISK_STATUS[decision.status].label}</strong> by {decision.adminName ?? `admin #${decision.adminId}`} ·{" "}
        <time dateTime={decision.at}>{auditTime(decision.at)}</time>
      </p>
      <p>Reason: {decision.reason}</p>
      {decision.status === "confirmed" ? (
        <>
          <p>{confirmationSummary(decision)}</p>
          {suspended.length > 0 ? <Muted>Suspended: {suspended.join(", ")}</Muted> : null}
        </>
      ) : null}
    </Box>
  );
}
