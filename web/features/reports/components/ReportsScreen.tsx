import { Page } from "../../../ui/Page.tsx";

export function ReportsScreen() {
  return <Page title="Reports & Analytics" description="Your income month by month." />;
}
