import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { makePeriod } from "../../../../domain/period.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { periodTitle } from "../../../lib/periods.ts";
import type { DataAccessEntry } from "../api/data-access.ts";
import { adminText, type AdminKey } from "../i18n.ts";

const say = (key: AdminKey, values?: Record<string, string | number>): string => translate(adminText, key, values);

const ACTIONS: Record<string, AdminKey> = {
  member_list_view: "access.action.member_list_view",
  member_export: "access.action.member_export",
  payout_list_view: "access.action.payout_list_view",
  bank_file_export: "access.action.bank_file_export",
  bank_file_reissue: "access.action.bank_file_reissue",
  own_data_export: "access.action.own_data_export",
  own_data_erasure: "access.action.own_data_erasure",
};

// Looked up only among the record's own keys, so a kind named like an Object method shows as it is.
const keyOf = (names: Record<string, AdminKey>, name: string): AdminKey | undefined =>
  Object.hasOwn(names, name) ? names[name] : undefined;

/** What was done, in words; a kind this screen does not know shows as it is. */
export const accessAction = (action: string): string => {
  const key = keyOf(ACTIONS, action);
  return key ? say(key) : action;
};

const FILTER_NAMES: Record<string, AdminKey> = {
  search: "access.filter.search",
  states: "access.filter.state",
  genders: "access.filter.gender",
  maritalStatuses: "access.filter.maritalStatus",
  languages: "access.filter.languages",
  categories: "access.filter.categories",
  minIncomeSen: "access.filter.income",
  maxIncomeSen: "access.filter.income",
  minTeamSize: "access.filter.teamSize",
  maxTeamSize: "access.filter.teamSize",
  joinedFrom: "access.filter.joinDate",
  joinedBefore: "access.filter.joinDate",
  isAdmin: "access.filter.role",
  hasSocialMedia: "access.filter.socialMedia",
  socialMediaUsername: "access.filter.socialMediaName",
  followers: "access.filter.followers",
};

const filterName = (filter: string): string => {
  const key = keyOf(FILTER_NAMES, filter);
  return key ? say(key) : filter;
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

// An erased member comes named FORMER_MEMBER, in English, as the server writes it.
const memberName = (name: string | null): string =>
  name === null || name === FORMER_MEMBER ? say("access.formerMember") : name;

/** Whose data and how much of it, e.g. "May 2026 · 3 payouts" or "12 members · filtered by state". */
export function accessScope(entry: DataAccessEntry): string {
  if (entry.memberId !== null)
    return entry.action.startsWith("own_data") ? "" : `${memberName(entry.memberName)} (#${entry.memberId})`;
  const { period, format, filters } = detailOf(entry.detail);
  const parts: string[] = [];
  const when = period ? month(period) : null;
  if (when) parts.push(when);
  if (entry.action === "member_export") parts.push(say("access.allMembers"));
  else if (entry.rows !== null)
    parts.push(
      entry.action.startsWith("payout") || entry.action.startsWith("bank")
        ? say("access.payouts", { count: entry.rows })
        : say("members.count", { count: entry.rows }),
    );
  if (format) parts.push(format.toUpperCase());
  if (filters)
    parts.push(
      filters.length === 0
        ? say("access.noFilters")
        : say("access.filteredBy", {
            filters: [...new Set(filters.map(filterName))].join(say("access.separator")),
          }),
    );
  return parts.join(" · ");
}
