import styled from "@emotion/styled";
import { useQuery } from "@tanstack/react-query";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { QueryContent } from "../../../ui/QueryContent.tsx";
import { Row, RowList } from "../../../ui/RowList.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { outboxQueryOptions, type OutboxMail } from "../api/outbox.ts";
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
  const outbox = useQuery(outboxQueryOptions());
  return (
    <Card title="Outbox">
      <Muted>Mail kept on the server because no Brevo API key is configured. The latest 20, newest first.</Muted>
      <QueryContent
        query={outbox}
        skeleton={{ count: 3, height: "2.5rem" }}
        errorMessage="Failed to fetch the outbox"
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            title="The outbox is empty"
            hint="With a Brevo API key set, mail is sent and nothing is kept here."
          />
        }
      >
        {(data) => (
          <RowList aria-label="Outbox mail">
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
  return (
    <Item>
      <details>
        <summary>
          <strong>{mail.subject}</strong>
          <Meta>
            to {mail.to} · <time dateTime={mail.createdAt}>{auditTime(mail.createdAt)}</time>
          </Meta>
        </summary>
        <Body>{mail.text}</Body>
      </details>
    </Item>
  );
}
