import type { AdminMember } from "../api/members.ts";

/** Languages and categories in a table cell: the first two, then an ellipsis. */
export function previewList(items: ReadonlyArray<string>, shown = 2): string {
  const head = items.slice(0, shown).join(", ");
  return items.length > shown ? `${head}…` : head;
}

/**
 * The member a "Referred By" cell points at: the row with the referrer's id when the server sent
 * one, else by name: the member whose full name equals referredBy.
 */
export function findReferrer(
  members: ReadonlyArray<AdminMember>,
  member: Pick<AdminMember, "referrerId" | "referredBy">,
): AdminMember | undefined {
  if (member.referrerId !== null) {
    const byId = members.find((candidate) => candidate.id === member.referrerId);
    if (byId) return byId;
  }
  const name = member.referredBy?.trim();
  return name ? members.find((candidate) => candidate.fullName === name) : undefined;
}
