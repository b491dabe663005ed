import { useSearchParams } from "react-router-dom";

// Labels are keys of the admin catalog. In the order of use: what needs doing, then the daily
// money work (posts, payouts, risk), then the rest.
export const ADMIN_TABS = [
  { id: "home", label: "tab.home" },
  { id: "posts", label: "tab.posts" },
  { id: "payouts", label: "tab.payouts" },
  { id: "risk", label: "tab.risk" },
  { id: "members", label: "tab.members" },
  { id: "income", label: "tab.income" },
  { id: "templates", label: "tab.templates" },
  { id: "images", label: "tab.images" },
  { id: "brevo", label: "tab.brevo" },
  { id: "audit", label: "tab.audit" },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]["id"];

const isTab = (value: string | null): value is AdminTabId => ADMIN_TABS.some((tab) => tab.id === value);

// The open tab lives in the address (?tab=members), so a reload or a shared link opens it again;
// `view` names a list within it (use-posts-view.ts). Switching replaces the history entry: Back
// leaves the panel instead of stepping through tabs.
export function useAdminTab(): [AdminTabId, (tab: AdminTabId, view?: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get("tab");
  // The home took the overview's place (and its figures): old links to it open the home.
  const tab = isTab(value) ? value : "home";
  return [tab, (next, view) => setParams(view ? { tab: next, view } : { tab: next }, { replace: true })];
}
