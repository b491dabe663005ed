import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { periodOf, yearOf, type Period } from "../../../../domain/period.ts";
import { rm, rmSigned } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { FetchError } from "../../../ui/FetchError.tsx";
import { SkeletonRows } from "../../../ui/Skeleton.tsx";
import { periodTitle } from "../../../lib/periods.ts";
import { downloadIncomeReport, incomeReportsQueryOptions, type IncomeReportRow } from "../api/income-reports.ts";
import { useDownload } from "../hooks/use-download.ts";
import { adminText } from "../i18n.ts";
import { INCOME_PAGE_SIZE, pageOf, rangeLabel } from "../utils/paging.ts";
import { Pager } from "./Pager.tsx";
import { PeriodToolbar } from "./PeriodToolbar.tsx";
import { ScrollRegion, Table } from "./TableParts.tsx";

export function IncomeTab() {
  const t = useT(adminText);
  const [today] = useState(() => periodOf(new Date()));
  const [period, setPeriod] = useState<Period>(today);
  const download = useDownload({
    success: t("income.success"),
    failure: t("income.failure"),
  });
  const start = (format: "json" | "csv") =>
    download.mutate({ file: () => downloadIncomeReport(period, format), fallbackName: `income-report.${format}` });

  return (
    <Card title={t("income.title", { period: periodTitle(period) })}>
      <PeriodToolbar period={period} currentYear={yearOf(today)} onChange={setPeriod}>
        <Button disabled={download.isPending} onClick={() => start("json")}>
          {t("income.downloadJson")}
        </Button>
        <Button variant="secondary" disabled={download.isPending} onClick={() => start("csv")}>
          {t("income.downloadCsv")}
        </Button>
      </PeriodToolbar>
      {/* Keyed, so another month starts on its first page. */}
      <IncomeReport key={period} period={period} />
    </Card>
  );
}

function IncomeReport({ period }: { period: Period }) {
  const t = useT(adminText);
  const report = useQuery(incomeReportsQueryOptions(period));
  const [page, setPage] = useState(1);
  if (report.isPending) {
    return (
      <div aria-busy="true">
        <SkeletonRows count={5} height="2.5rem" />
      </div>
    );
  }
  if (report.isError) return <FetchError message={t("income.fetchError")} onRetry={() => void report.refetch()} />;
  if (report.data.length === 0) return <EmptyState title={t("income.empty")} hint={t("income.emptyHint")} />;
  const shown = pageOf(report.data, page, INCOME_PAGE_SIZE);
  return (
    <>
      <ScrollRegion label={t("income.rows")}>
        <IncomeTable rows={shown.rows} />
      </ScrollRegion>
      <Pager
        label={t("income.pages")}
        page={shown.page}
        pages={shown.pages}
        status={rangeLabel(shown.page, INCOME_PAGE_SIZE, report.data.length)}
        onPage={setPage}
      />
    </>
  );
}

function IncomeTable({ rows }: { rows: IncomeReportRow[] }) {
  const t = useT(adminText);
  return (
    <Table minWidth="54rem">
      <thead>
        <tr>
          <th scope="col">{t("income.memberId")}</th>
          <th scope="col">{t("income.fullName")}</th>
          <th scope="col">{t("income.username")}</th>
          <th scope="col" className="number">
            {t("income.personal")}
          </th>
          <th scope="col" className="number">
            {t("income.level1")}
          </th>
          <th scope="col" className="number">
            {t("income.level2")}
          </th>
          <th scope="col" className="number">
            {t("income.reversals")}
          </th>
          <th scope="col" className="number">
            {t("income.total")}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.userId}>
            <td>#{row.userId}</td>
            <th scope="row">{row.fullName || "-"}</th>
            <td>{row.username || "-"}</td>
            <td className="number">{rm(row.personalIncome)}</td>
            <td className="number">{rm(row.level1Override)}</td>
            <td className="number">{rm(row.level2Override)}</td>
            <td className="number">{rmSigned(row.reversals)}</td>
            <td className="number">
              <strong>{rm(row.totalIncome)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
