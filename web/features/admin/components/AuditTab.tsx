import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { Row, RowList } from "../../../ui/RowList.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { auditQueryOptions, type AuditEntry } from "../api/audit.ts";
import { auditAction, auditTime } from "../utils/audit.ts";
import { DataAccessCard } from "./DataAccessCard.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// Action and details first; who and when below on phones, in a column of their own on desktop.
const Entry = styled(Row)`
  display: grid;
  gap: ${space.xs};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) 14rem;
    gap: ${space.md};
  }
`;

const What = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  & strong {
    margin-right: ${space.sm};
  }
`;

const WhoWhen = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${colors.textMuted};
  ${media.tablet} {
    text-align: right;
  }
`;

// Who decided what and when: approvals, rejections, month closes, payments and admin changes;
// below it, who viewed or exported members' personal data.
export function AuditTab() {
  const audit = useQuery(auditQueryOptions());
  return (
    <Stack>
      <Card title="Audit Log">
        <Muted>The latest 100 decisions made in this panel, newest first.</Muted>
        {audit.isPending ? (
          <div aria-busy="true">
            <SkeletonRows count={5} height="2.5rem" />
          </div>
        ) : audit.isError ? (
          <FetchError message="Failed to fetch the audit log" onRetry={() => void audit.refetch()} />
        ) : audit.data.length === 0 ? (
          <EmptyState title="Nothing recorded yet" hint="Approvals, rejections and payouts appear here." />
        ) : (
          <RowList aria-label="Audit entries">
            {audit.data.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </RowList>
        )}
      </Card>
      <DataAccessCard />
    </Stack>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  return (
    <Entry>
      <What>
        <strong>{auditAction(entry.type)}</strong>
        {entry.subject}
      </What>
      <WhoWhen>
        {entry.actorName} · <time dateTime={entry.at}>{auditTime(entry.at)}</time>
      </WhoWhen>
    </Entry>
  );
}
