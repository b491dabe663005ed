import { Effect } from "effect";
import { formatRM } from "../../domain/money.ts";
import type { BatchTotals, SkipReason } from "../../domain/review-batch.ts";
import { approveBatch, type Skip } from "../../server/modules/review/batch.ts";
import { oldestMatching } from "../../server/modules/review/oldest-matching.ts";
import { previewBatch } from "../../server/modules/review/preview.ts";
import { Database } from "../../server/platform/db/database.ts";
import { CliFailure, withRuntime, type CliIo } from "../context.ts";
import { progressBar } from "../progress.ts";

// `jemput posts approve-matching` (decision 56): the admin's "approve all matching" for a
// backlog larger than a page. The oldest pending posts whose evidence matches, up to --limit,
// are previewed as the web dialog previews them (the same previewBatch), and once confirmed
// exactly those ids go through the same approveBatch, each post its own transaction, with the
// actor "cli" as the CLI's other money commands record it. A post decided or changed since the
// preview is skipped with its reason; nothing else is ever approved.

export const APPROVE_MATCHING_DEFAULT = 1_000;
export const APPROVE_MATCHING_MAX = 10_000;
/** Posts approved per call of the batch: the progress bar moves between them. */
const CHUNK = 100;

const LABEL = "posts approve-matching";

const REASONS: Readonly<Record<SkipReason, string>> = {
  not_pending: "decided meanwhile",
  not_matching: "evidence no longer matches",
  not_found: "not found",
  member_at_risk: "member at risk",
  handle_unverified: "handle not verified",
};

const plural = (n: number, one: string) => `${n.toLocaleString("en")} ${one}${n === 1 ? "" : "s"}`;

const money = (t: BatchTotals) =>
  `${formatRM(t.postersSen)} to posters, ${formatRM(t.overridesSen)} to uplines, ${formatRM(t.postersSen + t.overridesSen)} in all`;

/** "2 skipped: 1 decided meanwhile, 1 evidence no longer matches", or nothing when none was. */
const skippedText = (skipped: ReadonlyArray<Pick<Skip, "reason">>) => {
  if (skipped.length === 0) return "";
  const counts = new Map<SkipReason, number>();
  for (const s of skipped) counts.set(s.reason, (counts.get(s.reason) ?? 0) + 1);
  const reasons = [...counts].map(([reason, n]) => `${n.toLocaleString("en")} ${REASONS[reason]}`).join(", ");
  return `${LABEL}: ${skipped.length.toLocaleString("en")} skipped: ${reasons}\n`;
};

const sum = (a: BatchTotals, b: BatchTotals): BatchTotals => ({
  posts: a.posts + b.posts,
  postersSen: a.postersSen + b.postersSen,
  overridesSen: a.overridesSen + b.overridesSen,
});

export const postsApproveMatchingCommand = async (io: CliIo, opts: { limit: number; yes?: boolean }) => {
  const program = Effect.gen(function* () {
    const db = yield* Database;
    const { postIds, waiting } = yield* oldestMatching(db, opts.limit);
    if (postIds.length === 0) {
      io.out(`${LABEL}: no pending post's evidence matches, nothing to approve\n`);
      return null;
    }
    const preview = yield* previewBatch(db, postIds);
    const left = new Set(preview.skipped.map((s) => s.postId));
    // Bound to the preview: the ids it counted, in its order, and no others.
    const bound = postIds.filter((id) => !left.has(id));
    const more = waiting > postIds.length ? ` (of ${waiting.toLocaleString("en")} waiting; --limit takes more)` : "";
    io.out(
      `${LABEL}: would approve ${plural(preview.posts, "post")} whose evidence matches, oldest first${more}\n` +
        `${LABEL}: would pay ${money(preview)}\n` +
        skippedText(preview.skipped),
    );
    if (bound.length === 0) return null;
    if (opts.yes !== true) {
      if (io.ask === undefined)
        throw new CliFailure("nothing approved: confirm with --yes when there is no terminal to ask");
      const answer = yield* Effect.promise(() => io.ask!(`Approve these ${plural(bound.length, "post")}? [y/N] `));
      if (!/^\s*y(es)?\s*$/i.test(answer)) return "declined" as const;
    }
    const bar = progressBar(LABEL);
    let totals: BatchTotals = { posts: 0, postersSen: 0, overridesSen: 0 };
    const skipped: Array<Skip> = [...preview.skipped.map((s) => ({ ...s, post: null }))];
    for (let from = 0; from < bound.length; from += CHUNK) {
      const result = yield* approveBatch(bound.slice(from, from + CHUNK), { actor: "cli" });
      totals = sum(totals, result);
      skipped.push(...result.skipped);
      bar.update(Math.min(from + CHUNK, bound.length), bound.length);
    }
    return { totals, skipped };
  });
  const result = await withRuntime(io, program);
  if (result === null) return;
  if (result === "declined") return io.out(`${LABEL}: not confirmed, nothing approved\n`);
  io.out(`${LABEL}: approved ${plural(result.totals.posts, "post")}, paying ${money(result.totals)}\n`);
  io.out(result.skipped.length === 0 ? `${LABEL}: none skipped\n` : skippedText(result.skipped));
};
