import styled from "@emotion/styled";
import { useState } from "react";
import { periodOf, previousPeriod, yearOf } from "../../../../domain/period.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { payoutsText } from "../i18n.ts";
import { downloadMonthlyStatement, downloadYearlyStatement } from "../../../lib/statements.ts";
import { downloadCp58 } from "../api/cp58.ts";

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space.sm};
  margin-top: ${space.sm};
`;

// Last month's statement (the month a close has paid or is about to), this year's summary and
// last year's CP58 (decision 63), drawn by the server as PDF files; Reports has every other
// month and year.
export function StatementsCard() {
  const t = useT(payoutsText);
  const { toast } = useToast();
  const [today] = useState(() => periodOf(new Date()));
  const [busy, setBusy] = useState(false);
  const lastMonth = previousPeriod(today);
  const download = (save: () => Promise<void>) => {
    setBusy(true);
    save()
      .catch(() => toast({ title: t("statements.failed"), variant: "destructive" }))
      .finally(() => setBusy(false));
  };
  return (
    <Card title={t("statements.title")}>
      <p>{t("statements.intro")}</p>
      <Row>
        <Button variant="secondary" disabled={busy} onClick={() => download(() => downloadMonthlyStatement(lastMonth))}>
          {t("statements.monthly", { month: periodTitle(lastMonth) })}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => download(() => downloadYearlyStatement(yearOf(today)))}
        >
          {t("statements.yearly", { year: String(yearOf(today)) })}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          title={t("statements.cp58Hint", { year: String(yearOf(today) - 1) })}
          onClick={() => download(() => downloadCp58(yearOf(today) - 1))}
        >
          {t("statements.cp58", { year: String(yearOf(today) - 1) })}
        </Button>
      </Row>
    </Card>
  );
}
