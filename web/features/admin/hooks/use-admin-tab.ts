import { useSearchParams } from "react-router-dom";

// Labels are keys of the admin catalog.
export const ADMIN_TABS = [
  { id: "overview", label: "tab.overview" },
  { id: "templates", label: "tab.templates" },
  { id: "images", label: "tab.images" },
  { id: "brevo", label: "tab.brevo" },
  { id: "income", label: "tab.income" },
  { id: "members", label: "tab.members" },
  { id: "posts", label: "tab.posts" },
  { id: "risk", label: "tab.risk" },
  { id: "payouts", label: "tab.payouts" },
  { id: "audit", label: "tab.audit" },
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
