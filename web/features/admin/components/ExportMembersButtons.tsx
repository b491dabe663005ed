import styled from "@emotion/styled";
import { Button } from "../../../ui/Button.tsx";
import { space } from "../../../ui/theme.ts";
import { exportMembersPath } from "../api/members.ts";
import { useDownload } from "../hooks/use-download.ts";

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
`;

// Every member's admin row as a file: JSON, or CSV for spreadsheets.
export function ExportMembersButtons() {
  const download = useDownload({ success: "Member list exported successfully!", failure: "Failed to export members" });
  const start = (format: "json" | "csv") =>
    download.mutate({ path: exportMembersPath(format), fallbackName: `members.${format}` });
  return (
    <Row>
      <Button disabled={download.isPending} onClick={() => start("json")}>
        Export All Members
      </Button>
      <Button variant="secondary" disabled={download.isPending} onClick={() => start("csv")}>
        Export CSV
      </Button>
    </Row>
  );
}
