import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { Row, RowList } from "../../../ui/RowList.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { dataAccessQueryOptions, type DataAccessEntry } from "../api/data-access.ts";
import { auditTime } from "../utils/audit.ts";
import { accessAction, accessScope } from "../utils/data-access.ts";

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// What and whose first; who and when below on phones, in a column of their own on desktop.
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
        empty={<EmptyState title="Nothing recorded yet" hint="Member lists, exports, payouts and bank files appear here once opened." />}
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
    <Entry>
      <What>
        <strong>{accessAction(entry.action)}</strong>
        {accessScope(entry)}
      </What>
      <WhoWhen>
        {entry.actorName} (#{entry.actorId}) · <time dateTime={entry.at}>{auditTime(entry.at)}</time>
      </WhoWhen>
    </Entry>
  );
}
