import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Row } from "../../../ui/RowList.tsx";
import { colors, media, space } from "../../../ui/theme.ts";
import { auditTime } from "../utils/audit.ts";

// One row of an admin log (decisions, data access): what and about whom first; who and when
// below on phones, in a column of their own on desktop.
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

type LogEntryProps = { action: string; subject: ReactNode; who: ReactNode; at: string };

export function LogEntry({ action, subject, who, at }: LogEntryProps) {
  return (
    <Entry>
      <What>
        <strong>{action}</strong>
        {subject}
      </What>
      <WhoWhen>
        {who} · <time dateTime={at}>{auditTime(at)}</time>
      </WhoWhen>
    </Entry>
  );
}
