import styled from "@emotion/styled";
import { useRef } from "react";
import { failureOf } from "../../../lib/failure.ts";
import { formatNumber } from "../../../lib/format.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, radius, space } from "../../../ui/theme.ts";
import type { ReconcileReport } from "../api/payouts.ts";

// The bank's result file: the button opens the file picker and sends the chosen file at once;
// the report below says what each line did, or why the server refused the whole file.

type ReportLine = ReconcileReport["applied"][number];

export function BankResultButton({ pending, onFile }: { pending: boolean; onFile: (file: File) => void }) {
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
        {pending ? "Uploading..." : "Upload Bank Result"}
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

const word = (status: ReportLine["status"]) => (status === "paid" ? "Paid" : "Failed");

function Lines({ title, lines }: { title: string; lines: ReadonlyArray<ReportLine> }) {
  if (lines.length === 0) return null;
  return (
    <div>
      <h3>
        {title} ({formatNumber(lines.length)})
      </h3>
      <ul>
        {lines.map((l) => (
          <li key={l.line}>
            Line {l.line}: {l.reference}, {word(l.status)}
          </li>
        ))}
      </ul>
    </div>
  );
}

type BankResultReportProps = { report: ReconcileReport | undefined; error: unknown };

/** What the last upload did; announced politely, a refusal at once. */
export function BankResultReport({ report, error }: BankResultReportProps) {
  if (error) {
    const failure = failureOf(error);
    return (
      <Refusal role="alert">
        <strong>The bank result was not applied. </strong>
        {failure.kind === "server" ? failure.message : "Please check your connection and try again."}
      </Refusal>
    );
  }
  if (!report) return null;
  return (
    <Panel aria-label="Bank result" role="status">
      <strong>
        Bank result: {formatNumber(report.lines)} lines, {formatNumber(report.applied.length)} applied,{" "}
        {formatNumber(report.unchanged.length)} unchanged, {formatNumber(report.unmatched.length)} unmatched
      </strong>
      <Lines title="Applied" lines={report.applied} />
      <Lines title="Already so (no change)" lines={report.unchanged} />
      <Lines title="Unmatched (no such payout)" lines={report.unmatched} />
    </Panel>
  );
}
