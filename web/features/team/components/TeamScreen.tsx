import { Page } from "../../../ui/Page.tsx";

export function TeamScreen() {
  return <Page title="My Team" description="Your direct recruits (Level 1) and their recruits (Level 2)." />;
}
