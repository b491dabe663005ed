import { useSearchParams } from "react-router-dom";

export const ADMIN_TABS = [
  { id: "overview", label: "Overview" },
  { id: "templates", label: "Templates" },
  { id: "images", label: "Images" },
  { id: "brevo", label: "Brevo" },
  { id: "income", label: "Income" },
  { id: "members", label: "Members" },
  { id: "posts", label: "Posts" },
  { id: "risk", label: "Risk" },
  { id: "payouts", label: "Payouts" },
  { id: "audit", label: "Audit" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

const isTab = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

// The open tab lives in the address (?tab=members), so a reload or a shared link opens it again.
// Switching replaces the history entry: Back leaves the panel instead of stepping through tabs.
export function useAdminTab(): [AdminTabId, (tab: AdminTabId) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("tab");
  const tab = isTab(value) ? value : "overview";
  return [tab, (next) => setParams({ tab: next }, { replace: true })];
}
