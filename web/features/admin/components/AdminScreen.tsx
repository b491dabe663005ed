import { useAtomValue } from "jotai";
import { userAtom } from "../../../lib/auth.ts";
import { Card } from "../../../ui/Card.tsx";
import { Page } from "../../../ui/Page.tsx";
import { AdminTabs } from "./AdminTabs.tsx";
import { ExportMembersButtons } from "./ExportMembersButtons.tsx";

// The server enforces admin access on every /api/admin call; this check only spares members a
// screen full of failed requests.
export function AdminScreen() {
  const user = useAtomValue(userAtom);
  if (user?.isAdmin !== true) {
    return (
      <Page title="Access Denied" documentTitle="Admin">
        <Card>
          <p>You don't have permission to access the admin panel.</p>
        </Card>
      </Page>
    );
  }
  return (
    <Page
      title="Super Admin Dashboard"
      documentTitle="Admin"
      description="Members, posts, fraud flags, payouts, message templates, images and income reports."
    >
      <ExportMembersButtons />
      <AdminTabs />
    </Page>
  );
}
