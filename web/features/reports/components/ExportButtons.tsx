import styled from "@emotion/styled";
import type { Period } from "../../../../domain/period.ts";
import { Button } from "../../../ui/Button.tsx";
import { space } from "../../../ui/theme.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { reportsText } from "../i18n.ts";
import type { IncomeRecord } from "../api/income.ts";
import { downloadFile } from "../../../lib/download.ts";
import { recordsCsv, reportFileName, reportJson } from "../utils/export.ts";
import type { IncomeSummary } from "../utils/income-summary.ts";

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
`;

type ExportButtonsProps = { period: Period; summary: IncomeSummary; records: ReadonlyArray<IncomeRecord> | undefined };

// Built in the browser from the month already on screen, so the files match what the member sees.
export function ExportButtons({ period, summary, records }: ExportButtonsProps) {
  const t = useT(reportsText);
  return (
    <Row>
      <Button
        disabled={!records}
        onClick={() =>
          records &&
          downloadFile(
            reportFileName(period, "json"),
            reportJson(period, summary, records, new Date()),
            "application/json",
          )
        }
      >
        {t("export.report")}
      </Button>
      <Button
        variant="secondary"
        disabled={!records}
        onClick={() =>
          records && downloadFile(reportFileName(period, "csv"), recordsCsv(records), "text/csv;charset=utf-8")
        }
      >
        {t("export.csv")}
      </Button>
    </Row>
  );
}
