const ACTIONS: Record<string, string> = {
  PostApproved: "Approved a post",
  PostRejected: "Rejected a post",
  PostReversed: "Reversed a post",
  PayoutMonthClosed: "Closed a month",
  PayoutPaid: "Marked a payout paid",
  PayoutFailed: "Marked a payout failed",
  AdminGranted: "Made an admin",
  AdminRevoked: "Removed an admin",
  RiskFlagReviewed: "Reviewed a risk flag",
  RiskFlagCleared: "Cleared a risk flag",
  RiskFlagConfirmed: "Confirmed a risk flag",
  MemberSuspended: "Suspended a member",
  MemberReinstated: "Reinstated a member",
};

/** What an audit entry records, in words; a kind this screen does not know shows as it is. */
export const auditAction = (type: string): string => ACTIONS[type] ?? type;

// Date and time in the viewer's zone: an audit needs the minute, not only the day.
export const auditTime = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "-"
    : date.toLocaleString("en-MY", {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      });
};
