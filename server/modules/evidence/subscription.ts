import type { Subscription } from "../../platform/event-store/subscription.ts";
import { queueSubmitted } from "./queue.ts";

// Each submitted post is put in the fetch queue by following the log (decision 34), not in the
// submission's own transaction (decision 52): a submission writes nothing more than it did, the
// queue takes a batch of up to 500 submissions in one statement and wakes the job once, and a
// post submitted while the job or a server was down is queued when the log is read again. Until
// the batch is applied, a post without a row already reads as pending (columns.ts).
export const evidenceSubscription: Subscription = {
  name: "post-evidence",
  apply: (tx, events) =>
    queueSubmitted(
      tx,
      events.flatMap(({ event }) =>
        event.type === "PostSubmitted"
          ? [{ postId: event.data.postId, platform: event.data.platform, at: event.data.at }]
          : [],
      ),
    ),
};
