import styled from "@emotion/styled";
import { useRef } from "react";
import { failureOf } from "../../../lib/failure.ts";
import { formatNumber } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import type { ReconcileReport } from "../api/payouts.ts";
import { operationsText } from "../operations/i18n.ts";

// The bank's result file: the button opens the file picker and sends the chosen file at once;
// the report below says what each line did, or why the server refused the whole file.

type ReportLine = ReconcileReport["applied"][number];

export function BankResultButton({ pending, onFile }: { pending: boolean; onFile: (file: File) => void }) {
  const t = useT(operationsText);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so choosing the same file again (after fixing it) sends it again.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button variant="secondary" disabled={pending} onClick={() => input.current?.click()}>
        {pending ? t("bank.uploading") : t("bank.upload")}
      </Button>
    </>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${space.sm};
  padding: ${space.md};
  border: 1px solid ${colors.border};
  border-radius: ${radius.sm};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Refusal = styled.div`
  padding: ${space.sm} ${space.md};
  border: 1px solid ${colors.dangerBorder};
  border-radius: ${radius.sm};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  overflow-wrap: anywhere;
`;

function Lines({ title, lines }: { title: string; lines: ReadonlyArray<ReportLine> }) {
  const t = useT(operationsText);
  if (lines.length === 0) return null;
  return (
    <div>
      <h3>{t("bank.group", { title, count: formatNumber(lines.length) })}</h3>
      <ul>
        {lines.map((l) => (
          <li key={l.line}>
            {t("bank.line", {
              line: String(l.line),
              reference: l.reference,
              status: t(l.status === "paid" ? "payouts.status.paid" : "payouts.status.failed"),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

type BankResultReportProps = { report: ReconcileReport | undefined; error: unknown };

/** What the last upload did; announced politely, a refusal at once. */
export function BankResultReport({ report, error }: BankResultReportProps) {
  const t = useT(operationsText);
  if (error) {
    const failure = failureOf(error);
    return (
      <Refusal role="alert">
        <strong>{t("bank.refused")}</strong> {failure.kind === "server" ? failure.message : t("bank.checkConnection")}
      </Refusal>
    );
  }
  if (!report) return null;
  return (
    <Panel aria-label={t("bank.label")} role="status">
      <strong>
        {t("bank.summary", {
          lines: formatNumber(report.lines),
          applied: formatNumber(report.applied.length),
          unchanged: formatNumber(report.unchanged.length),
          unmatched: formatNumber(report.unmatched.length),
        })}
      </strong>
      <Lines title={t("bank.applied")} lines={report.applied} />
      <Lines title={t("bank.unchanged")} lines={report.unchanged} />
      <Lines title={t("bank.unmatched")} lines={report.unmatched} />
    </Panel>
  );
}
