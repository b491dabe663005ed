import styled from "@emotion/styled";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { space } from "../../../ui/theme.ts";
import { exportMembers } from "../api/members.ts";
import { useDownload } from "../hooks/use-download.ts";
import { adminText } from "../i18n.ts";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
`;

// Every member's admin row as a file: JSON, or CSV for spreadsheets.
export function ExportMembersButtons() {
  const t = useT(adminText);
  const download = useDownload({ success: t("export.success"), failure: t("export.failure") });
  const start = (format: "json" | "csv") =>
    download.mutate({ file: () => exportMembers(format), fallbackName: `members.${format}` });
  return (
    <Row>
      <Button disabled={download.isPending} onClick={() => start("json")}>
        {t("export.all")}
      </Button>
      <Button variant="secondary" disabled={download.isPending} onClick={() => start("csv")}>
        {t("export.csv")}
      </Button>
    </Row>
  );
}
