import { useAtomValue } from "jotai";
import { userAtom } from "../../../lib/auth.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Card } from "../../../ui/Card.tsx";
import { Page } from "../../../ui/Page.tsx";
import { adminText } from "../i18n.ts";
import { AdminTabs } from "./AdminTabs.tsx";
import { ExportMembersButtons } from "./ExportMembersButtons.tsx";

// The server enforces admin access on every /api/admin call; this check only spares members a
// screen full of failed requests.
export function AdminScreen() {
  const user = useAtomValue(userAtom);
  const t = useT(adminText);
  if (user?.isAdmin !== true) {
    return (
      <Page title={t("screen.deniedTitle")} documentTitle={t("screen.documentTitle")}>
        <Card>
          <p>{t("screen.denied")}</p>
        </Card>
      </Page>
    );
  }
  return (
    <Page title={t("screen.title")} documentTitle={t("screen.documentTitle")} description={t("screen.description")}>
      <ExportMembersButtons />
      <AdminTabs />
    </Page>
  );
}
