import type { RiskFlagStatus } from "../../../../domain/contract/risk.ts";
import type { RiskRule, SignalKind } from "../../../../domain/events.ts";
import { fromRinggit, type Sen } from "../../../../domain/money.ts";
import { RULE_TITLES } from "../../../../domain/risk/words.ts";
import type { Tone } from "../../../ui/theme.ts";
import { say } from "../operations/i18n.ts";

// Words and figures the Risk tab shows for a flag, its members and a decision on it.

// The label is read when shown, so it speaks the language chosen by then.
const badge = (status: RiskFlagStatus, tone: Tone) => ({
  get label(): string {
    return say(`status.${status}`);
  },
  tone,
});

/** A status's badge: its name and tone. */
export const RISK_STATUS: Record<RiskFlagStatus, { readonly label: string; readonly tone: Tone }> = {
  open: badge("open", "orange"),
  cleared: badge("cleared", "green"),
  confirmed: badge("confirmed", "red"),
};

/** The rule's name in the reader's language (the server's English one for a rule it does not know). */
export const ruleTitle = (flag: { rule: RiskRule; title: string }): string =>
  Object.hasOwn(RULE_TITLES, flag.rule) ? say(`rule.${flag.rule}`) : flag.title;

/** "bank account, device": what the members share, each kind once, in the server's order. */
export const sharedSignals = (shared: ReadonlyArray<SignalKind>): string =>
  [...new Set(shared)].map((kind) => say(`signal.${kind}`)).join(say("signal.separator"));

export const riskMemberName = (member: { name: string | null }): string =>
  member.name?.trim() || say("common.formerMember");

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
    ? say("summary.none")
    : say("summary.counts", { members: suspendedMemberIds.length, posts: reversedPostIds.length });

/** Keeps a chosen set in step with a checkbox. */
export function toggled<T>(chosen: ReadonlySet<T>, value: T, checked: boolean): Set<T> {
  const next = new Set(chosen);
  if (checked) next.add(value);
  else next.delete(value);
  return next;
}
