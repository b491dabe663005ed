import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { RowList } from "../../../ui/RowList.tsx";
import { colors } from "../../../ui/theme.ts";
import { dataAccessQueryOptions, type DataAccessEntry } from "../api/data-access.ts";
import { adminText } from "../i18n.ts";
import { accessAction, accessScope } from "../utils/data-access.ts";
import { LogEntry } from "./LogEntry.tsx";

const Muted = styled.p`
  color: ${colors.textMuted};
`;

// PDPA accountability: every viewing or export of members' personal data, and members'
// downloads and erasures of their own.
export function DataAccessCard() {
  const t = useT(adminText);
  const log = useQuery(dataAccessQueryOptions());
  return (
    <Card title={t("access.title")}>
      <Muted>{t("access.intro")}</Muted>
      <QueryContent
        query={log}
        skeleton={{ count: 4, height: "2.5rem" }}
        errorMessage={t("access.fetchError")}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t("log.empty")} hint={t("access.emptyHint")} />}
      >
        {(data) => (
          <RowList aria-label={t("access.label")}>
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
  const nameOf = useMemberName();
  return (
    <LogEntry
      action={accessAction(entry.action)}
      subject={accessScope(entry)}
      who={`${nameOf(entry.actorName)} (#${entry.actorId})`}
      at={entry.at}
    />
  );
}
