import { dateFormat } from "../../../lib/i18n/locale.ts";
import { translate } from "../../../lib/i18n/use-t.ts";
import { adminText, type AdminKey } from "../i18n.ts";

const ACTIONS: Record<string, AdminKey> = {
  PostApproved: "audit.action.PostApproved",
  PostRejected: "audit.action.PostRejected",
  PostReversed: "audit.action.PostReversed",
  PayoutMonthClosed: "audit.action.PayoutMonthClosed",
  PayoutPaid: "audit.action.PayoutPaid",
  PayoutFailed: "audit.action.PayoutFailed",
  AdminGranted: "audit.action.AdminGranted",
  AdminRevoked: "audit.action.AdminRevoked",
  RiskFlagReviewed: "audit.action.RiskFlagReviewed",
  RiskFlagCleared: "audit.action.RiskFlagCleared",
  RiskFlagConfirmed: "audit.action.RiskFlagConfirmed",
  MemberSuspended: "audit.action.MemberSuspended",
  MemberReinstated: "audit.action.MemberReinstated",
};

/** What an audit entry records, in words; a kind this screen does not know shows as it is. */
export const auditAction = (type: string): string => {
  const key = Object.hasOwn(ACTIONS, type) ? ACTIONS[type] : undefined;
  return key ? translate(adminText, key) : type;
};

// Date and time in the viewer's zone and language: an audit needs the minute, not only the day.
export const auditTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "-"
    : dateFormat({ day: "numeric", month: "short", year: "numeric", hour: "numeric", minute: "2-digit" }).format(date);
};
