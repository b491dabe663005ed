import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { formatNumber, rm } from "../../../lib/format.ts";
import { dateFormat } from "../../../lib/i18n/locale.ts";
import { failureOf, type Failure } from "../../../lib/failure.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { useMemberName } from "../../../lib/member-names.ts";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import { adminText } from "../i18n.ts";

// The pieces the close and bank-file dialogs show their previews with: the headline figures, a
// list of members with amounts (the first few, then how many more), and a notice.

export const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${space.xs} ${space.md};
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
`;

const Group = styled.section`
  display: grid;
  gap: ${space.xs};
  h3 {
    margin: 0;
    font-size: 0.9375rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

export const Notice = styled.p<{ tone?: "warning" | "danger" }>(({ tone = "warning" }) => ({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  border: `1px solid ${tone === "danger" ? colors.dangerBorder : colors.border}`,
  borderLeft: `4px solid ${tone === "danger" ? colors.danger : colors.brand}`,
  background: tone === "danger" ? colors.dangerSoft : colors.surface,
  overflowWrap: "anywhere",
}));

export const PreviewBody = styled.div`
  display: grid;
  gap: ${space.md};
`;

/** A failed preview or action: the server's own words, or that it could not be reached. */
export function FailureNotice({ failure }: { failure: Failure | null }) {
  const t = useT(adminText);
  if (failure === null) return null;
  return (
    <Notice tone="danger" role="alert">
      {failure.kind === "server" ? failure.message : t("payoutPreview.offline")}
    </Notice>
  );
}

/** The preview once it is here; until then why it could not load, or rows standing in for it. */
export function PreviewState({
  query,
  children,
}: {
  query: { isError: boolean; error: unknown };
  children: ReactNode;
}) {
  if (children) return <>{children}</>;
  if (query.isError) return <FailureNotice failure={failureOf(query.error)} />;
  return (
    <div aria-busy="true">
      <SkeletonRows count={3} height="1.5rem" />
    </div>
  );
}

const SHOWN = 6;

type Row = { key: string | number; name: string; amount: number; note?: string };

/** A titled list of members and amounts: the first six, then "and N more". */
export function MemberAmounts({ title, rows }: { title: ReactNode; rows: ReadonlyArray<Row> }) {
  const t = useT(adminText);
  const memberName = useMemberName();
  if (rows.length === 0) return null;
  return (
    <Group>
      <h3>{title}</h3>
      <ul>
        {rows.slice(0, SHOWN).map((row) => (
          <li key={row.key}>
            {t("payoutPreview.row", { name: memberName(row.name), amount: rm(row.amount) })}
            {row.note ? ` (${row.note})` : null}
          </li>
        ))}
        {rows.length > SHOWN ? <li>{t("payoutPreview.more", { count: formatNumber(rows.length - SHOWN) })}</li> : null}
      </ul>
    </Group>
  );
}

/** An instant in Malaysian time, in the reader's language: when a file was issued. */
export const malaysianTime = (iso: string) =>
  dateFormat({ dateStyle: "long", timeStyle: "short", timeZone: "Asia/Kuala_Lumpur" }).format(new Date(iso));
