import { Effect } from "effect";
import { redactForErasure } from "../../../domain/erasure.ts";
import { streams } from "../../../domain/events.ts";
import * as member from "../../../domain/member.ts";
import * as post from "../../../domain/post.ts";
import { recordAccess } from "../access-log/store.ts";
import { forgetDevices } from "../auth/known-device.ts";
import { forgetResets } from "../auth/resets.ts";
import { forgetBankDetails } from "../bank-accounts/payout-details.ts";
import { forgetPayee } from "../payee/store.ts";
import { verifyPassword } from "../credentials/password.ts";
import { forgetEmailLimits, hit, type Limit } from "../credentials/rate-limit.ts";
import { forgetEvidence } from "../evidence/store.ts";
import type { Caller } from "../credentials/session.ts";
import { forgetSessions } from "../credentials/session-store.ts";
import { forgetUnsubscribeTokens } from "../mail/unsubscribe.ts";
import { forgetKeptFiles } from "../payouts/kept-files.ts";
import { forgetProfile } from "../profile/store.ts";
import { forgetHandles } from "../handles/store.ts";
import { forgetSignals } from "../risk/signals.ts";
import { forgetTwoFactor } from "../two-factor/setup-code.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { rewriteStreams } from "../../platform/event-store/rewrite.ts";
import { now } from "../../platform/clock/now.ts";
import { NotFound, ValidationError } from "../../platform/http/errors.ts";
import { eraseItemDetails } from "../../platform/jobs/items.ts";
import { forgetAddress } from "../../platform/mail/mailer.ts";
import { caughtUp } from "../../platform/event-store/subscription.ts";
import { activitiesSubscription } from "../projections/subscriptions.ts";
import { exportOf } from "./queries.ts";

// A member's rights over their own data (PDPA): a copy of all of it, and erasure. Erasure keeps
// every money-and-team fact (income, ledger, payouts, team counts) under the member's id and
// removes what identifies the person, asking each table's owner to forget her.

export const exportData = Effect.fn("PersonalData.export")(function* (caller: Caller) {
  const db = yield* Database;
  const at = yield* now;
  // The export holds the member's feed as of now, not as its subscription last left it.
  yield* caughtUp(db, activitiesSubscription);
  const data = yield* exportOf(db, caller.memberId, caller.tokenHash);
  yield* recordAccess(db, { actorId: caller.memberId, memberId: caller.memberId, action: "own_data_export", rows: 1 });
  return { exportedAt: at.toISOString(), ...data };
});

/** Why a post still waiting for review was taken out of the queue. */
export const WITHDRAWN_REASON = "Withdrawn: the member deleted their account";

// The password is the proof of intent; a stolen session must not be able to guess it here.
const ERASURE_ATTEMPTS: Limit = { name: "erasure-member", max: 10, windowSeconds: 60 * 60 };
const WRONG_PASSWORD = "The password is not correct";

/** Blanks what the log's events hold of the member (domain/erasure.ts); ids, money and versions stay. */
const redactLog = (tx: Sql, memberId: number) =>
  Effect.gen(function* () {
    const posts = yield* tx.query<{ post_id: string }>(`SELECT post_id FROM posts WHERE member_id = $1`, [memberId]);
    const streamIds = [streams.member(memberId), ...posts.map((p) => streams.post(p.post_id))];
    yield* rewriteStreams(tx, streamIds, (event) => redactForErasure(event, memberId));
  });

/** One transaction: nothing of the person is left, or nothing changed. */
const eraseIn = (tx: Sql, memberId: number, at: string, requestId: string) =>
  Effect.gen(function* () {
    const [profile] = yield* tx.query<{ email: string }>(`SELECT email FROM profiles WHERE member_id = $1 FOR UPDATE`, [
      memberId,
    ]);
    if (!profile) return yield* Effect.fail(new NotFound({ what: "Member" }));
    // A post still waiting would be reviewed without its title or link and pay an account that is
    // gone, so it is withdrawn (rejected with a reason saying so) rather than left in the queue.
    const pending = yield* tx.query<{ post_id: string }>(
      `SELECT post_id FROM posts WHERE member_id = $1 AND status = 'pending' ORDER BY post_id`,
      [memberId],
    );
    for (const { post_id: postId } of pending) {
      yield* handleIn(tx, {
        decider: post,
        streamId: streams.post(postId),
        command: { type: "RejectPost", postId, reason: WITHDRAWN_REASON, at },
        metadata: { actor: "system", requestId },
      });
    }
    // What the platforms said about her posts is found through their links, which redaction blanks.
    yield* forgetEvidence(tx, memberId);
    yield* redactLog(tx, memberId);
    yield* handleIn(tx, {
      decider: member,
      streamId: streams.member(memberId),
      command: { type: "EraseMember", memberId, at },
      metadata: { actor: memberId, requestId },
    });

    // Each owner forgets her in its own tables. The per-email counters and the kept payment files
    // are found through her profile and her payouts' bank details, so they go before those.
    yield* forgetSessions(tx, memberId);
    yield* forgetEmailLimits(tx, memberId);
    yield* forgetResets(tx, memberId);
    yield* forgetDevices(tx, memberId);
    yield* forgetUnsubscribeTokens(tx, memberId);
    yield* forgetAddress(tx, profile.email.toLowerCase());
    yield* eraseItemDetails(tx, memberId);
    yield* forgetKeptFiles(tx, memberId);
    yield* forgetBankDetails(tx, memberId);
    yield* forgetPayee(tx, memberId);
    yield* forgetSignals(tx, memberId);
    yield* forgetHandles(tx, memberId);
    yield* forgetTwoFactor(tx, memberId);
    yield* forgetProfile(tx, memberId);
    yield* recordAccess(tx, { actorId: memberId, memberId, action: "own_data_erasure", rows: 1 });
  });

export const eraseMember = Effect.fn("PersonalData.erase")(function* (
  caller: Caller,
  password: string,
  requestId: string,
) {
  const db = yield* Database;
  const at = yield* now;
  yield* hit(db, ERASURE_ATTEMPTS, String(caller.memberId), at);
  const [row] = yield* db.query<{ password_hash: string }>(`SELECT password_hash FROM profiles WHERE member_id = $1`, [
    caller.memberId,
  ]);
  if (!row) return yield* Effect.fail(new NotFound({ what: "Member" }));
  if (!(yield* Effect.promise(() => verifyPassword(row.password_hash, password)))) {
    return yield* Effect.fail(new ValidationError({ error: WRONG_PASSWORD, fields: { password: WRONG_PASSWORD } }));
  }
  yield* inTransaction((tx) => eraseIn(tx, caller.memberId, at.toISOString(), requestId));
  return { erased: true };
});
