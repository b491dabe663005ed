import { Effect } from "effect";
import { Database } from "../../platform/db/database.ts";
import type { JobHandler } from "../../platform/jobs/worker.ts";
import type { AppServices } from "../../platform/runtime.ts";
import { blacklistContact } from "../../platform/brevo/api.ts";
import { withBrevoRetry } from "../../platform/brevo/retry.ts";

// A member who unsubscribed is blacklisted for email in Brevo as well, so no campaign made in
// Brevo itself reaches them. A contact Brevo does not know has nothing to flag.
export const BLACKLIST_JOB = "brevo.blacklist-contact";

export const blacklistContactJob: JobHandler<AppServices> = ({ job }) =>
  Effect.gen(function* () {
    const db = yield* Database;
    const memberId = Number(job.payload["memberId"]);
    const [member] = yield* db.query<{ email: string }>(`SELECT email FROM profiles WHERE member_id = $1`, [memberId]);
    // Erased since: there is no address left to flag.
    if (!member) return { memberId, blacklisted: false, reason: "member erased" };
    return yield* withBrevoRetry(blacklistContact(member.email)).pipe(
      Effect.as({ memberId, blacklisted: true }),
      Effect.catchIf(
        (error) => error._tag === "BrevoRejected" && error.status === 404,
        () => Effect.succeed({ memberId, blacklisted: false, reason: "not a Brevo contact" }),
      ),
    );
  });
