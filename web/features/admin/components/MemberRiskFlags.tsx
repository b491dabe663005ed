import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Badge } from "../../../ui/Badge.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { DetailSection } from "../../team/components/MemberDetailSection.tsx";
import { riskFlagsQueryOptions } from "../api/risk.ts";
import { auditTime } from "../utils/audit.ts";
import { RISK_STATUS } from "../utils/risk-format.ts";

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
  const flags = useQuery(riskFlagsQueryOptions("all", memberId));
  return (
    <Spaced>
      <DetailSection title="Risk flags">
        {flags.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={1} height="3rem" />
          </div>
        ) : flags.isError ? (
          <FetchError message="Failed to fetch risk flags" onRetry={() => void flags.refetch()} />
        ) : flags.data.length === 0 ? (
          <Muted>No flags</Muted>
        ) : (
          <List aria-label="Risk flags">
            {flags.data.map((flag) => (
              <li key={flag.flagId}>
                <Heading>
                  <span>{flag.title}</span>
                  <Badge tone={RISK_STATUS[flag.status].tone}>{RISK_STATUS[flag.status].label}</Badge>
                </Heading>
                <p>{flag.evidence.summary}</p>
                <Muted>
                  Raised <time dateTime={flag.raisedAt}>{auditTime(flag.raisedAt)}</time>
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
