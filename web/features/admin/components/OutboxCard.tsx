import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { Row, RowList } from "../../../ui/RowList.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { outboxQueryOptions, type OutboxMail } from "../api/outbox.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";

const Muted = styled.p`
  color: ${colors.textMuted};
`;

const Item = styled(Row)`
  & summary {
    cursor: pointer;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${colors.textMuted};
`;

const Body = styled.pre`
  margin: ${space.sm} 0 0;
  padding: ${space.sm};
  border-radius: ${radius.sm};
  background: ${colors.background};
  font: inherit;
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

// Without a Brevo key, mail stays on the server; this is where an admin reads it (the text
// part, so no mail HTML is ever rendered inside the panel).
export function OutboxCard() {
  const t = useT(operationsText);
  const outbox = useQuery(outboxQueryOptions());
  return (
    <Card title={t("outbox.title")}>
      <Muted>{t("outbox.intro")}</Muted>
      <QueryContent
        query={outbox}
        skeleton={{ count: 3, height: "2.5rem" }}
        errorMessage={t("outbox.failed")}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState title={t("outbox.empty")} hint={t("outbox.emptyHint")} />}
      >
        {(data) => (
          <RowList aria-label={t("outbox.list")}>
            {data.map((mail) => (
              <OutboxItem key={mail.id} mail={mail} />
            ))}
          </RowList>
        )}
      </QueryContent>
    </Card>
  );
}

function OutboxItem({ mail }: { mail: OutboxMail }) {
  const t = useT(operationsText);
  return (
    <Item>
      <details>
        <summary>
          <strong>{mail.subject}</strong>
          <Meta>
            {rich(t("outbox.to", { address: mail.to, time: auditTime(mail.createdAt) }), [
              <time dateTime={mail.createdAt} />,
            ])}
          </Meta>
        </summary>
        <Body>{mail.text}</Body>
      </details>
    </Item>
  );
}
