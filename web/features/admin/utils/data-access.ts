import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { makePeriod } from "../../../../domain/period.ts";
import { periodTitle } from "../../../lib/periods.ts";
import { plural } from "../../../ui/plural.ts";
import type { DataAccessEntry } from "../api/data-access.ts";

const ACTIONS: Record<string, string> = {
  member_list_view: "Viewed member rows",
  member_export: "Exported every member",
  payout_list_view: "Viewed payouts with bank details",
  bank_file_export: "Downloaded a bank file",
  bank_file_reissue: "Re-issued a bank file",
  own_data_export: "Downloaded their own data",
  own_data_erasure: "Deleted their own account",
};

/** What was done, in words; a kind this screen does not know shows as it is. */
export const accessAction = (action: string): string => ACTIONS[action] ?? action;

const FILTER_NAMES: Record<string, string> = {
  search: "search",
  states: "state",
  genders: "gender",
  maritalStatuses: "marital status",
  languages: "languages",
  categories: "categories",
  minIncomeSen: "income",
  maxIncomeSen: "income",
  minTeamSize: "team size",
  maxTeamSize: "team size",
  joinedFrom: "join date",
  joinedBefore: "join date",
  isAdmin: "role",
  hasSocialMedia: "social media",
  socialMediaUsername: "social media name",
  followers: "followers",
};

const month = (label: string): string | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  return match ? periodTitle(makePeriod(Number(match[1]), Number(match[2]))) : null;
};

// The detail is whatever the action recorded, kept as JSON: only the parts shown here are read.
const detailOf = (detail: DataAccessEntry["detail"]) => ({
  period: typeof detail["period"] === "string" ? detail["period"] : undefined,
  format: typeof detail["format"] === "string" ? detail["format"] : undefined,
  filters: Array.isArray(detail["filters"])
    ? detail["filters"].filter((f): f is string => typeof f === "string")
    : undefined,
});

/** Whose data and how much of it, e.g. "May 2026 · 3 payouts" or "12 members · filtered by state". */
export function accessScope(entry: DataAccessEntry): string {
  if (entry.memberId !== null)
    return entry.action.startsWith("own_data") ? "" : `${entry.memberName ?? FORMER_MEMBER} (#${entry.memberId})`;
  const { period, format, filters } = detailOf(entry.detail);
  const parts: string[] = [];
  const when = period ? month(period) : null;
  if (when) parts.push(when);
  if (entry.action === "member_export") parts.push("all members");
  else if (entry.rows !== null)
    parts.push(
      entry.action.startsWith("payout") || entry.action.startsWith("bank")
        ? plural(entry.rows, "payout", "payouts")
        : plural(entry.rows, "member", "members"),
    );
  if (format) parts.push(format.toUpperCase());
  if (filters)
    parts.push(
      filters.length === 0
        ? "no filters"
        : `filtered by ${[...new Set(filters.map((f) => FILTER_NAMES[f] ?? f))].join(", ")}`,
    );
  return parts.join(" · ");
}
