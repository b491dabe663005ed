import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { DataList } from "../../../ui/DataList.tsx";
import { dataAccessQueryOptions, type DataAccessEntry } from "../api/data-access.ts";
import { adminText } from "../i18n.ts";
import { accessAction, accessScope } from "../utils/data-access.ts";
import { LogEntry } from "./LogEntry.tsx";

// PDPA accountability: every viewing or export of members' personal data, and members'
// downloads and erasures of their own.
export function DataAccessCard() {
  const t = useT(adminText);
  const log = useQuery(dataAccessQueryOptions());
  return (
    <DataList
      title={t("access.title")}
      intro={t("access.intro")}
      query={log}
      label={t("access.label")}
      skeleton={{ count: 4, height: "2.5rem" }}
      errorMessage={t("access.fetchError")}
      empty={{ title: t("log.empty"), hint: t("access.emptyHint") }}
    >
      {(entry) => <AccessItem entry={entry} />}
    </DataList>
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
