import { Effect } from "effect";
import { redactForErasure } from "../../../domain/erasure.ts";
import { streams } from "../../../domain/events.ts";
import * as member from "../../../domain/member.ts";
import * as post from "../../../domain/post.ts";
import { verifyPassword } from "../credentials/password.ts";
import { hit, type Limit } from "../credentials/rate-limit.ts";
import type { Caller } from "../credentials/session.ts";
import { Database, type Sql } from "../../platform/db/database.ts";
import { handleIn, inTransaction } from "../../platform/event-store/command.ts";
import { rewriteStreams } from "../../platform/event-store/rewrite.ts";
import { now } from "../../platform/clock/now.ts";
import { NotFound, ValidationError } from "../../platform/http/errors.ts";
import { MAIL_JOB } from "../../platform/mail/mailer.ts";
import { dropMemberPictures } from "../profile/picture.ts";
import { caughtUp } from "../../platform/event-store/subscription.ts";
import { activitiesSubscription } from "../projections/subscriptions.ts";
import { recordAccess } from "../access-log/store.ts";
import { exportOf } from "./queries.ts";

// A member's rights over their own data (PDPA): a copy of all of it, and erasure. Erasure keeps
// every money-and-team fact (income, ledger, payouts, team counts) under the member's id and
// removes what identifies the person.

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
    yield* redactLog(tx, memberId);
    yield* handleIn(tx, {
      decider: member,
      streamId: streams.member(memberId),
      command: { type: "EraseMember", memberId, at },
      metadata: { actor: memberId, requestId },
    });

    const email = profile.email.toLowerCase();
    yield* tx.query(`DELETE FROM sessions WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM password_resets WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM unsubscribe_tokens WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM outbox WHERE lower(to_email) = $1`, [email]);
    // Per-email counters are keyed "<limit>:<email>".
    yield* tx.query(
      `DELETE FROM rate_limits r USING profiles p WHERE p.member_id = $1 AND right(r.key, length(p.email_key) + 1) = ':' || p.email_key`,
      [memberId],
    );
    // Mail still queued for Brevo, or the summary kept of mail sent, names the address.
    yield* tx.query(
      `DELETE FROM jobs WHERE kind = $2 AND $1 IN (lower(payload #>> '{mail,to}'), lower(payload ->> 'to'), lower(result ->> 'to'))`,
      [email, MAIL_JOB],
    );
    // A campaign item's detail can quote Brevo's answer about the address.
    yield* tx.query(
      `UPDATE job_items SET detail = 'erased' WHERE item = $1 AND detail IS NOT NULL AND detail <> 'erased'`,
      [memberId],
    );
    // The bank details each payout was issued with: an unpaid payout is then left out of the
    // bank file, as there is no account to pay it into.
    // A kept payment file of a month she was paid in holds her account whole: it is no longer
    // kept, and a download asks for a re-issue, which leaves her out (decision 39).
    yield* tx.query(
      `UPDATE payment_files f SET body = NULL, key_id = NULL
        WHERE f.body IS NOT NULL
          AND EXISTS (SELECT 1 FROM payout_bank_details d JOIN payouts p ON p.payout_id = d.payout_id
                       WHERE d.member_id = $1 AND p.period = f.period)`,
      [memberId],
    );
    yield* tx.query(`DELETE FROM payout_bank_details WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM bank_accounts WHERE member_id = $1`, [memberId]);
    // The fraud rules' signals are personal data; flags keep only member ids and what was shared.
    yield* tx.query(`DELETE FROM risk_signals WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM risk_pending WHERE member_id = $1`, [memberId]);
    // The authenticator's secret, the recovery codes, the known devices and an unused setup code
    // are credentials of the account that goes.
    yield* tx.query(`DELETE FROM recovery_codes WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM two_factor WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM known_devices WHERE member_id = $1`, [memberId]);
    yield* tx.query(`DELETE FROM admin_setup_codes WHERE member_id = $1`, [memberId]);
    const [gone] = yield* tx.query<{ picture_hash: string | null }>(
      `DELETE FROM profiles WHERE member_id = $1 RETURNING picture_hash`,
      [memberId],
    );
    // Her picture, and any name it had before uploads moved into the database.
    yield* dropMemberPictures(tx, memberId, [gone?.picture_hash ?? null]);
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
