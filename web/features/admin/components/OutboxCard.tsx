import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { rich } from "../../../lib/i18n/rich.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { DataList } from "../../../ui/DataList.tsx";
import { Row } from "../../../ui/RowList.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { outboxQueryOptions, type OutboxMail } from "../api/outbox.ts";
import { operationsText } from "../operations/i18n.ts";
import { auditTime } from "../utils/audit.ts";

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
    <DataList
      title={t("outbox.title")}
      intro={t("outbox.intro")}
      query={outbox}
      label={t("outbox.list")}
      skeleton={{ count: 3, height: "2.5rem" }}
      errorMessage={t("outbox.failed")}
      empty={{ title: t("outbox.empty"), hint: t("outbox.emptyHint") }}
    >
      {(mail) => <OutboxItem mail={mail} />}
    </DataList>
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
