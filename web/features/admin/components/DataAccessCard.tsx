import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { RowList } from "../../../ui/RowList.tsx";
import { colors } from "../../../ui/theme.ts";
import { dataAccessQueryOptions, type DataAccessEntry } from "../api/data-access.ts";
import { accessAction, accessScope } from "../utils/data-access.ts";
import { LogEntry } from "./LogEntry.tsx";

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// PDPA accountability: every viewing or export of members' personal data, and members'
// downloads and erasures of their own.
export function DataAccessCard() {
  const log = useQuery(dataAccessQueryOptions());
  return (
    <Card title="Data Access">
      <Muted>Who viewed or exported members&apos; personal data. The latest 100, newest first.</Muted>
      <QueryContent
        query={log}
        skeleton={{ count: 4, height: "2.5rem" }}
        errorMessage="Failed to fetch the data access log"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title="Nothing recorded yet"
            hint="Member lists, exports, payouts and bank files appear here once opened."
          />
        }
      >
        {(data) => (
          <RowList aria-label="Data access entries">
            {data.map((entry) => (
              <AccessItem key={entry.id} entry={entry} />
            ))}
          </RowList>
        )}
      </QueryContent>
    </Card>
  );
}

function AccessItem({ entry }: { entry: DataAccessEntry }) {
  return (
    <LogEntry
      action={accessAction(entry.action)}
      subject={accessScope(entry)}
      who={`${entry.actorName} (#${entry.actorId})`}
      at={entry.at}
    />
  );
}
