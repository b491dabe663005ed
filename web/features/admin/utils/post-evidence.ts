import type { EvidenceStatus, PostEvidence, ReviewPost } from "../../../../domain/contract/admin-posts.ts";
import type { Tone } from "../../../ui/theme.ts";

// How the review queue shows what a platform says about a post (decision 54), and which posts of
// a page "Approve all matching" names.

/** Each status its own colour; the badge's words say it too, so colour is never the only sign. */
export const EVIDENCE_TONE: Record<EvidenceStatus, Tone> = {
  matches: "green",
  mismatch: "red",
  missing: "orange",
  unverifiable: "yellow",
  pending: "neutral",
};

/** A handle as its platform writes it: "@nadia", or a YouTube channel path as it is. */
export const handleText = (handle: string): string =>
  handle.startsWith("@") || handle.includes("/") ? handle : `@${handle}`;

/** The author the platform names: "Siti Cooks (@siti.cooks)", the handle alone, or null for none. */
export const authorText = (evidence: PostEvidence): string | null => {
  const { author, authorHandle } = evidence;
  if (authorHandle === null) return author;
  const handle = handleText(authorHandle);
  return author === null || author === authorHandle ? handle : `${author} (${handle})`;
};

/** A link to the author's page, only over HTTPS. */
export const authorLink = (evidence: PostEvidence): string | null =>
  evidence.authorUrl?.startsWith("https://") ? evidence.authorUrl : null;

/**
 * The posts of a page that "Approve all matching" names: pending and matching as last fetched,
 * not decided on this screen and with no request of their own running.
 */
export const matchingOnPage = (
  rows: ReadonlyArray<ReviewPost>,
  settled: ReadonlyMap<string, unknown> | ReadonlySet<string>,
  busy: ReadonlySet<string>,
): ReadonlyArray<string> =>
  rows
    .filter((p) => p.status === "pending" && p.evidence.status === "matches" && !settled.has(p.id) && !busy.has(p.id))
    .map((p) => p.id);
