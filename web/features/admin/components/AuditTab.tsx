import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { RowList } from "../../../ui/RowList.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { auditQueryOptions, type AuditEntry } from "../api/audit.ts";
import { auditAction } from "../utils/audit.ts";
import { DataAccessCard } from "./DataAccessCard.tsx";
import { LogEntry } from "./LogEntry.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// Who decided what and when: approvals, rejections, month closes, payments and admin changes;
// below it, who viewed or exported members' personal data.
export function AuditTab() {
  const audit = useQuery(auditQueryOptions());
  return (
    <Stack>
      <Card title="Audit Log">
        <Muted>The latest 100 decisions made in this panel, newest first.</Muted>
        <QueryContent
          query={audit}
          skeleton={{ count: 5, height: "2.5rem" }}
          errorMessage="Failed to fetch the audit log"
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title="Nothing recorded yet" hint="Approvals, rejections and payouts appear here." />}
        >
          {(data) => (
            <RowList aria-label="Audit entries">
              {data.map((entry) => (
                <AuditItem key={entry.id} entry={entry} />
              ))}
            </RowList>
          )}
        </QueryContent>
      </Card>
      <DataAccessCard />
    </Stack>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  return <LogEntry action={auditAction(entry.type)} subject={entry.subject} who={entry.actorName} at={entry.at} />;
}
