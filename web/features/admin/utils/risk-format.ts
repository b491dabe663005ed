import type { RiskFlagStatus } from "../../../../domain/contract/risk.ts";
import type { SignalKind } from "../../../../domain/events.ts";
import { FORMER_MEMBER } from "../../../../domain/member-name.ts";
import { fromRinggit, type Sen } from "../../../../domain/money.ts";
import { SIGNAL_NAMES } from "../../../../domain/risk/words.ts";
import type { Tone } from "../../../ui/theme.ts";
import { plural } from "../../../ui/plural.ts";

// Words and figures the Risk tab shows for a flag, its members and a decision on it.

export const RISK_STATUS: Record<RiskFlagStatus, { label: string; tone: Tone }> = {
  open: { label: "Open", tone: "orange" },
  cleared: { label: "Cleared", tone: "green" },
  confirmed: { label: "Confirmed", tone: "red" },
};

/** "bank account, device": what the members share, each kind once, in the server's order. */
export const sharedSignals = (shared: ReadonlyArray<SignalKind>): string =>
  [...new Set(shared)].map((kind) => SIGNAL_NAMES[kind]).join(", ");

export const riskMemberName = (member: { name: string | null }): string => member.name?.trim() || FORMER_MEMBER;

/** What reversing the chosen posts takes back from their posters, in sen. */
export const reversalTotal = (
  posts: ReadonlyArray<{ postId: string; earnings: number }>,
  chosen: ReadonlySet<string>,
): Sen => posts.reduce((sum, post) => (chosen.has(post.postId) ? sum + fromRinggit(post.earnings) : sum), 0);

/** "3 members suspended, 2 posts reversed": what a confirmation did. */
export const confirmationSummary = ({
  suspendedMemberIds,
  reversedPostIds,
}: {
  suspendedMemberIds: ReadonlyArray<number>;
  reversedPostIds: ReadonlyArray<string>;
}): string =>
  suspendedMemberIds.length === 0 && reversedPostIds.length === 0
    ? "No members suspended, no posts reversed"
    : `${plural(suspendedMemberIds.length, "member", "members")} suspended, ${plural(reversedPostIds.length, "post", "posts")} reversed`;

/** Keeps a chosen set in step with a checkbox. */
export function toggled<T>(chosen: ReadonlySet<T>, value: T, checked: boolean): Set<T> {
  const next = new Set(chosen);
  if (checked) next.add(value);
  else next.delete(value);
  return next;
}
