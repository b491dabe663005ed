import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { RowList } from "../../../ui/RowList.tsx";
import { colors, space } from "../../../ui/theme.ts";
import { auditQueryOptions, type AuditEntry } from "../api/audit.ts";
import { adminText } from "../i18n.ts";
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
  const t = useT(adminText);
  const audit = useQuery(auditQueryOptions());
  return (
    <Stack>
      <Card title={t("audit.title")}>
        <Muted>{t("audit.intro")}</Muted>
        <QueryContent
          query={audit}
          skeleton={{ count: 5, height: "2.5rem" }}
          errorMessage={t("audit.fetchError")}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={t("log.empty")} hint={t("audit.emptyHint")} />}
        >
          {(data) => (
            <RowList aria-label={t("audit.label")}>
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
  const nameOf = useMemberName();
  return (
    <LogEntry action={auditAction(entry.type)} subject={entry.subject} who={nameOf(entry.actorName)} at={entry.at} />
  );
}
