import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { DataList } from "../../../ui/DataList.tsx";
import { space } from "../../../ui/theme.ts";
import { auditQueryOptions, type AuditEntry } from "../api/audit.ts";
import { adminText } from "../i18n.ts";
import { auditAction } from "../utils/audit.ts";
import { DataAccessCard } from "./DataAccessCard.tsx";
import { LogEntry } from "./LogEntry.tsx";

const Stack = styled.div`
  display: grid;
  gap: ${space.md};
`;

// Who decided what and when: approvals, rejections, month closes, payments and admin changes;
// below it, who viewed or exported members' personal data.
export function AuditTab() {
  const t = useT(adminText);
  const audit = useQuery(auditQueryOptions());
  return (
    <Stack>
      <DataList
        title={t("audit.title")}
        intro={t("audit.intro")}
        query={audit}
        label={t("audit.label")}
        skeleton={{ count: 5, height: "2.5rem" }}
        errorMessage={t("audit.fetchError")}
        empty={{ title: t("log.empty"), hint: t("audit.emptyHint") }}
      >
        {(entry) => <AuditItem entry={entry} />}
      </DataList>
      <DataAccessCard />
    </Stack>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const nameOf = useMemberName();
  const t = useT(adminText);
  // No admin: an approval the app made by itself (AUTO_APPROVE_MATCHES, decision 54).
  const who = entry.actorId === null ? t("audit.autoApprover") : nameOf(entry.actorName);
  return <LogEntry action={auditAction(entry.type)} subject={entry.subject} who={who} at={entry.at} />;
}
