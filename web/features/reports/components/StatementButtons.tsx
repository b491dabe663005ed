import styled from "@emotion/styled";
import { useState } from "react";
import { yearOf, type Period } from "../../../../domain/period.ts";
import { Button } from "../../../ui/Button.tsx";
import { colors, fontSize, space } from "../../../ui/theme.ts";
import { useToast } from "../../../ui/toast.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { reportsText } from "../i18n.ts";
import { downloadMonthlyStatement, downloadYearlyStatement } from "../../../lib/statements.ts";

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${space.sm};
`;

const Hint = styled.p`
  margin: ${space.xs} 0 0;
  font-size: ${fontSize.small};
  color: ${colors.textMuted};
`;

type StatementButtonsProps = { period: Period; today: Period };

// The chosen month's statement and its year's summary, drawn by the server as PDF files. A
// month not yet begun has no statement.
export function StatementButtons({ period, today }: StatementButtonsProps) {
  const t = useT(reportsText);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const download = (save: () => Promise<void>) => {
    setBusy(true);
    save()
      .catch(() => toast({ title: t("statement.failed"), variant: "destructive" }))
      .finally(() => setBusy(false));
  };
  return (
    <div>
      <Row>
        <Button
          variant="secondary"
          disabled={busy || period > today}
          onClick={() => download(() => downloadMonthlyStatement(period))}
        >
          {t("statement.monthly", { month: periodTitle(period) })}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => download(() => downloadYearlyStatement(yearOf(period)))}
        >
          {t("statement.yearly", { year: String(yearOf(period)) })}
        </Button>
      </Row>
      <Hint>{t("statement.hint")}</Hint>
    </div>
  );
}
